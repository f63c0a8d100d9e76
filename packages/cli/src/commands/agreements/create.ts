import fs from 'node:fs/promises';
import { Flags } from '@oclif/core';
import type { CreateAgreementResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { agreementRows } from '../../shared/agreements/format.js';

export default class AgreementsCreate extends BaseCommand<typeof AgreementsCreate, CreateAgreementResponse> {
  static override summary = 'Add confidentiality terms to the library';
  static override description =
    `Calls POST /agreements with the terms from --body or --body-file (20-20,000 characters, kept exactly). Links use them with "dossier links create --agreement ID".

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> agreements create --name "Standard NDA" --body-file nda.txt --require-name',
  ];
  static override flags = {
    name: Flags.string({ required: true, description: 'Name in the library (1-120).' }),
    body: Flags.string({ description: 'The terms.', exactlyOne: ['body', 'body-file'] }),
    'body-file': Flags.string({ description: 'Read the terms from this file.', exactlyOne: ['body', 'body-file'] }),
    'require-name': Flags.boolean({ description: 'Visitors type their name when they accept.' }),
  };

  public async run(): Promise<CreateAgreementResponse> {
    const { flags } = this;
    const body = flags.body ?? (await fs.readFile(flags['body-file']!, 'utf8'));
    return this.request('Adding the agreement…', (client) =>
      client.agreements.create(defined({ name: flags.name, body, requireName: flags['require-name'] || undefined })),
    );
  }

  protected override async render({ data }: CreateAgreementResponse): Promise<void> {
    await this.show(`Created agreement ${data.id}.`, agreementRows(data));
  }
}
