import { Flags } from '@oclif/core';
import type { GetEnvelopeResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { envelopeId } from '../../shared/envelopes/args.js';
import { envelopeRows } from '../../shared/envelopes/format.js';

export default class EnvelopesGet extends BaseCommand<typeof EnvelopesGet, GetEnvelopeResponse> {
  static override summary = 'Show an envelope';
  static override description =
    `Calls GET /envelopes/{id}: status, routing, recipients (with notification, bounce and hand-over details), fields, digests and dates.

--signing-urls adds each recipient's personal signing link (GET /envelopes/{id}?include=signingUrls); it needs a key with envelopes:write (403, exit 3, otherwise). A link is a capability: whoever holds it can sign. There is none for anyone who signed, declined or passed it on, or once the envelope ended.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> envelopes get env_7h2k9d4m1x',
    '<%= config.bin %> envelopes get env_7h2k9d4m1x --signing-urls',
  ];

  static override args = { id: envelopeId };

  static override flags = {
    'signing-urls': Flags.boolean({ description: "Include each recipient's signing link (needs envelopes:write)." }),
  };

  public async run(): Promise<GetEnvelopeResponse> {
    const { id } = this.args;
    return this.fetch(id, (client) =>
      client.envelopes.retrieve(id, this.flags['signing-urls'] ? { include: 'signingUrls' } : undefined),
    );
  }

  protected override async render(res: GetEnvelopeResponse): Promise<void> {
    await this.show(undefined, envelopeRows(res.data));
  }
}
