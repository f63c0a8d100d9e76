// What other domains may use of envelopes.
export { dropPlacementsPastPage } from './repository.js';
