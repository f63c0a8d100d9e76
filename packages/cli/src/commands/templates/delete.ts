import type { Dossier } from '@dossier/sdk';
import { confirmationHelp, DeleteCommand } from '../../base/delete-command.js';
import { templateId } from '../../shared/templates/args.js';

export default class TemplatesDelete extends DeleteCommand<typeof TemplatesDelete> {
  static override summary = 'Delete a template';
  static override description =
    `Calls DELETE /templates/{id}: the template is deleted outright (there is no template trash). Documents already made from it are untouched. A template that is already gone exits with 4.

${confirmationHelp()}`;

  static override examples = ['<%= config.bin %> templates delete tpl_7x3m9k2q4z --yes'];
  static override args = { id: templateId };

  protected question(): string {
    return `Delete template ${this.args.id}? This cannot be undone (documents made from it are kept).`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.templates.delete(this.args.id);
  }

  protected done(): string {
    return `Deleted template ${this.args.id}.`;
  }
}
