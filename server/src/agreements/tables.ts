// The agreements library, and the acceptances visitors leave (the exact text they accepted).
export interface AgreementsTable {
  id: string;
  workspace_id: string;
  name: string;
  body: string;
  /** 1 or 0. */
  require_name: number;
  /** Bumped when the wording changes; acceptances of an older revision no longer clear a link's terms gate. */
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface AgreementAcceptancesTable {
  id: string;
  workspace_id: string;
  /** Null when the terms were the link's own text. */
  agreement_id: string | null;
  agreement_revision: number | null;
  link_id: string;
  visit_id: string;
  email: string | null;
  signed_name: string | null;
  text: string;
  text_sha256: string;
  accepted_at: string;
}

export interface AgreementTables {
  agreements: AgreementsTable;
  agreement_acceptances: AgreementAcceptancesTable;
}
