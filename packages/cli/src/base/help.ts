// oclif's help, with the exit code table appended to the root help and to every command's help.
import { Help, type Command } from '@oclif/core';
import { EXIT_CODE_TABLE } from './errors.js';

export default class DossierHelp extends Help {
  private exitCodes(): string {
    return this.section('EXIT CODES', EXIT_CODE_TABLE);
  }

  protected override async showRootHelp(): Promise<void> {
    await super.showRootHelp();
    this.log(this.exitCodes());
    this.log('');
  }

  protected override formatCommand(command: Command.Loadable): string {
    return `${super.formatCommand(command)}\n\n${this.exitCodes()}`;
  }
}
