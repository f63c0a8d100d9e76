// The wire shapes of the public visit operations, from the types generated from the spec (type-only: nothing of
// the server is bundled), so the page reads exactly what the operations answer.
export type {
  CaptureField,
  ViewerDocument,
  ViewerRoom,
  ViewerSection,
  VisitContent,
  VisitGate,
  VisitGateInput,
  VisitStarted,
  VisitState,
  VisitWatermark,
} from '@dossier/sdk/types';
