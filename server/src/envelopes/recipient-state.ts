// A recipient row's state before anything happened to it: no access attempts, mail, view, signature, decline or
// delegation. Sending and reassigning both start a recipient here.
export const NO_ACTIVITY = {
  access_failures: 0,
  access_locked_until: null,
  authenticated_at: null,
  notified_at: null,
  delivery_failed_at: null,
  delivery_error: null,
  viewed_at: null,
  signed_at: null,
  signed_ip: null,
  signed_user_agent: null,
  declined_at: null,
  decline_reason: null,
  delegated_to_email: null,
  delegated_to_id: null,
  delegated_at: null,
  delegation_reason: null,
} as const;
