import { Flags } from '@oclif/core';
import type { CreateLinkResponse, LinkCreate } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { linkRows, settingFlags, settingsBody } from '../../shared/links/format.js';

export default class LinksCreate extends BaseCommand<typeof LinksCreate, CreateLinkResponse> {
  static override summary = 'Publish a tracked share link';
  static override description =
    `Calls POST /links: a link to one document (--document) or one data room (--room, optionally for one of its viewer groups with --group), with any of the settings flags; the rest take the service's defaults (an email is asked, notify on view, watermark on).

Prints the link with its address. The password is never shown again (the link reads back "password" among its gates).

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> links create --document doc_3k9d2m1x8q',
    '<%= config.bin %> links create --room room_4n8c2v6b1z --group grp_6v2m9k4x1c --expires 2026-12-31',
    '<%= config.bin %> links create --document doc_3k9d2m1x8q --password "s3cret!" --agreement agr_1 --allow-domain acme.example',
  ];

  static override flags = {
    document: Flags.string({ description: 'Share this document (doc_…).', exactlyOne: ['document', 'room'] }),
    room: Flags.string({ description: 'Share this data room (room_…).', exactlyOne: ['document', 'room'] }),
    group: Flags.string({ description: 'Only for this viewer group of the room (grp_…).', dependsOn: ['room'] }),
    ...settingFlags,
  };

  public async run(): Promise<CreateLinkResponse> {
    const { flags } = this;
    const target = flags.document
      ? { documentId: flags.document }
      : { dataRoomId: flags.room!, ...(flags.group ? { groupId: flags.group } : {}) };
    const body = { ...settingsBody(flags), ...target } as LinkCreate;
    return this.request('Publishing the link…', (client) => client.links.create(body));
  }

  protected override async render({ data }: CreateLinkResponse): Promise<void> {
    await this.show(`Published link ${data.id}: ${data.url}`, linkRows(data));
  }
}
