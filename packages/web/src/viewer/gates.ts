// The gate forms of the viewer page (drawn by the server, hidden): the one the visit asks for next is shown, with
// what the visit's state says (where the code went, the exact terms, the capture questions), and its answer sent
// through the public operation. The server checks every answer; a refusal comes back as words under the field
// it is about, and the field gets the focus.
import { IDN_EMAIL } from '../../../../server/src/platform/idn-email.js';
import { ApiError, sentence } from '../api.js';
import { byId, focusOn, on, setBusy } from '../dom.js';
import { locale, t } from '../i18n.js';
import type { CaptureField, VisitGateInput, VisitState } from './types.js';

export interface GateActions {
  /** POST …/gates (or the start of the visit): answers the new state. */
  submit(body: VisitGateInput): Promise<VisitState>;
  /** POST …/verification: a new code. */
  resend(): Promise<VisitState>;
  /** Every answer goes through here; an error it does not handle itself (410, 401) is the page's. */
  failed(e: unknown): boolean;
  /** Where the state goes next (another gate, or the document). */
  show(state: VisitState): void;
}

const TIME = () => new Intl.DateTimeFormat(locale(), { hour: '2-digit', minute: '2-digit' });

/** Friendlier words for the refusals a visitor meets; anything else is the server's own sentence. */
function words(e: unknown): string {
  if (!(e instanceof ApiError)) return sentence(e);
  switch (e.code) {
    case 'email_not_allowed':
      return t('view.js.refused.email');
    case 'password_incorrect':
      return t('view.js.refused.password');
    case 'verification_code_incorrect': {
      const left = e.details?.attemptsLeft;
      return typeof left === 'number' ? t('view.js.refused.codeLeft', { left }) : t('view.js.refused.code');
    }
    case 'verification_code_expired':
      return t('view.js.refused.codeExpired');
    case 'rate_limited':
      return t('view.js.refused.tooMany');
    default:
      return sentence(e);
  }
}

/** The `body.…` field an error names, if any. */
function fieldOf(e: unknown): string | undefined {
  const fields = e instanceof ApiError ? e.details?.fields : undefined;
  return Array.isArray(fields) && typeof fields[0]?.field === 'string' ? (fields[0].field as string) : undefined;
}

function say(error: HTMLElement, message: string, input?: HTMLElement | null): void {
  error.textContent = message;
  if (input) input.setAttribute('aria-invalid', message ? 'true' : 'false');
  if (message && input) input.focus();
}

function clearOnInput(input: HTMLElement, error: HTMLElement): void {
  const clear = () => error.textContent && say(error, '', input);
  input.addEventListener('input', clear);
  input.addEventListener('change', clear);
}

function paragraphs(host: HTMLElement, text: string): void {
  host.replaceChildren(
    ...text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => {
        const el = document.createElement('p');
        el.textContent = p;
        return el;
      }),
  );
}

const optional = () =>
  Object.assign(document.createElement('span'), { className: 'muted', textContent: t('view.js.optional') });

function captureControl(f: CaptureField): HTMLElement {
  const wrap = document.createElement('div');
  wrap.className = 'field';
  const id = `capture-${f.id}`;
  const error = document.createElement('p');
  error.className = 'field-error';
  error.id = `${id}-error`;
  error.setAttribute('role', 'alert');
  let control: HTMLInputElement | HTMLSelectElement;
  if (f.type === 'checkbox') {
    const label = document.createElement('label');
    label.className = 'choice';
    control = document.createElement('input');
    control.type = 'checkbox';
    label.append(control, ` ${f.label}`);
    if (!f.required) label.append(' ', optional());
    wrap.append(label);
  } else {
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = f.label;
    if (!f.required) label.append(' ', optional());
    if (f.type === 'select') {
      const select = document.createElement('select');
      select.append(new Option(t('view.js.choose'), ''), ...f.options.map((o) => new Option(o, o)));
      control = select;
    } else {
      control = document.createElement('input');
      control.type = 'text';
      control.maxLength = 1000;
    }
    wrap.append(label, control);
  }
  control.id = id;
  control.name = f.id;
  control.dataset.field = f.id;
  control.required = f.required;
  control.setAttribute('aria-describedby', error.id);
  clearOnInput(control, error);
  wrap.append(error);
  return wrap;
}

export class Gates {
  readonly #a: GateActions;
  #state: VisitState | null = null;
  #fields: CaptureField[] = [];

  constructor(actions: GateActions) {
    this.#a = actions;
    this.#wireEmail();
    this.#wireVerification();
    this.#wirePassword();
    this.#wireNda();
    this.#wireCapture();
  }

  hideAll(): void {
    for (const f of document.querySelectorAll<HTMLFormElement>('form.gate')) f.hidden = true;
  }

  /** Shows the form of the first pending gate, filled from the state. */
  show(state: VisitState): void {
    this.#state = state;
    const gate = state.pending[0];
    this.hideAll();
    if (!gate) return;
    if (gate === 'verification') this.#fillVerification(state);
    if (gate === 'nda') this.#fillNda(state);
    if (gate === 'capture') this.#fillCapture(state.captureFields);
    const form = byId<HTMLFormElement>(`gate-${gate}`);
    form.hidden = false;
    const first = form.querySelector<HTMLElement>('input:not([type="hidden"]):not([hidden]), select, [tabindex="0"]');
    if (first) first.focus();
    else focusOn(form);
  }

  /** Sends `body` from a form: busy button, errors under the field they name. */
  async #send(form: HTMLFormElement, body: VisitGateInput, onError: (e: unknown) => void): Promise<void> {
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    setBusy(button, true, t('view.js.checking'));
    try {
      const state = await this.#a.submit(body);
      setBusy(button, false);
      this.#a.show(state);
    } catch (e) {
      setBusy(button, false);
      if (this.#a.failed(e)) return;
      onError(e);
    }
  }

  #wireEmail(): void {
    const form = byId<HTMLFormElement>('gate-email');
    const input = byId<HTMLInputElement>('gate-email-input');
    const error = byId('gate-email-error');
    clearOnInput(input, error);
    on(form, 'submit', (e) => {
      e.preventDefault();
      const email = input.value.trim();
      if (!email) return say(error, t('view.js.email.empty'), input);
      if (!IDN_EMAIL.test(email)) return say(error, t('view.js.email.whole'), input);
      void this.#send(form, { email }, (err) => say(error, words(err), input));
    });
  }

  #fillVerification(s: VisitState): void {
    byId('gate-verification-to').textContent = s.verification?.sentTo ?? s.email ?? t('view.js.yourAddress');
    const v = s.verification;
    byId('gate-verification-hint').textContent = v
      ? t('view.js.code.until', { time: TIME().format(new Date(v.expiresAt)), left: v.attemptsLeft })
      : t('view.js.code.wait');
  }

  #wireVerification(): void {
    const form = byId<HTMLFormElement>('gate-verification');
    const input = byId<HTMLInputElement>('gate-verification-input');
    const error = byId('gate-verification-error');
    const status = byId('gate-verification-status');
    clearOnInput(input, error);
    on(form, 'submit', (e) => {
      e.preventDefault();
      const code = input.value.replace(/\s+/g, '');
      if (!/^[0-9]{6}$/.test(code)) return say(error, t('view.js.code.digits'), input);
      void this.#send(form, { code }, (err) => {
        say(error, words(err), input);
        input.select();
      });
    });
    const resend = byId<HTMLButtonElement>('gate-verification-resend');
    on(resend, 'click', async () => {
      setBusy(resend, true, t('view.js.sending'));
      status.textContent = '';
      try {
        const state = await this.#a.resend();
        this.#fillVerification(state);
        say(error, '', input);
        input.value = '';
        status.textContent = t('view.js.code.resent', { address: state.verification?.sentTo ?? state.email ?? '' });
        input.focus();
      } catch (err) {
        if (!this.#a.failed(err))
          say(error, err instanceof ApiError && err.code === 'rate_limited' ? t('view.js.code.tooSoon') : words(err));
      } finally {
        setBusy(resend, false);
      }
    });
    on(byId('gate-verification-change'), 'click', () => {
      this.hideAll();
      const email = byId<HTMLFormElement>('gate-email');
      email.hidden = false;
      byId<HTMLInputElement>('gate-email-input').value = this.#state?.email ?? '';
      byId<HTMLInputElement>('gate-email-input').focus();
    });
  }

  #wirePassword(): void {
    const form = byId<HTMLFormElement>('gate-password');
    const input = byId<HTMLInputElement>('gate-password-input');
    const error = byId('gate-password-error');
    clearOnInput(input, error);
    on(form, 'submit', (e) => {
      e.preventDefault();
      if (!input.value) return say(error, t('view.js.password.empty'), input);
      void this.#send(form, { password: input.value }, (err) => {
        say(error, words(err), input);
        input.select();
      });
    });
  }

  #fillNda(s: VisitState): void {
    const nda = s.nda;
    if (!nda) return;
    paragraphs(byId('gate-nda-text'), nda.text);
    byId('gate-nda-title').textContent = nda.agreementName
      ? t('view.js.gate.ndaNamed', { name: nda.agreementName })
      : t('view.js.gate.nda');
    byId('gate-nda-name-field').hidden = !nda.requireName;
    byId<HTMLInputElement>('gate-nda-name').required = nda.requireName;
  }

  #wireNda(): void {
    const form = byId<HTMLFormElement>('gate-nda');
    const accept = byId<HTMLInputElement>('gate-nda-accept');
    const name = byId<HTMLInputElement>('gate-nda-name');
    const error = byId('gate-nda-error');
    const nameError = byId('gate-nda-name-error');
    clearOnInput(accept, error);
    clearOnInput(name, nameError);
    on(form, 'submit', (e) => {
      e.preventDefault();
      const needName = this.#state?.nda?.requireName ?? false;
      const typed = name.value.trim();
      if (needName && !typed) return say(nameError, t('view.js.nda.name'), name);
      if (!accept.checked) return say(error, t('view.js.nda.tick'), accept);
      const body: VisitGateInput = { ndaAccepted: true, ...(needName ? { ndaName: typed } : {}) };
      void this.#send(form, body, (err) =>
        fieldOf(err) === 'body.ndaName' ? say(nameError, words(err), name) : say(error, words(err), accept),
      );
    });
  }

  #fillCapture(fields: CaptureField[]): void {
    // Drawn again only when the questions change, so answers typed before an error stay.
    if (JSON.stringify(fields) === JSON.stringify(this.#fields)) return;
    this.#fields = fields;
    byId('gate-capture-fields').replaceChildren(...fields.map(captureControl));
  }

  #wireCapture(): void {
    const form = byId<HTMLFormElement>('gate-capture');
    const error = byId('gate-capture-error');
    on(form, 'submit', (e) => {
      e.preventDefault();
      error.textContent = '';
      const answers: Record<string, string | boolean> = {};
      for (const f of this.#fields) {
        const control = byId<HTMLInputElement | HTMLSelectElement>(`capture-${f.id}`);
        const own = byId(`capture-${f.id}-error`);
        const value =
          control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value.trim();
        if (f.required && (value === '' || value === false))
          return say(
            own,
            f.type === 'checkbox'
              ? t('view.js.capture.tick', { label: f.label })
              : t('view.js.capture.answer', { label: f.label }),
            control,
          );
        if (value !== '' && !(f.type === 'checkbox' && value === false && !f.required)) answers[f.id] = value;
      }
      void this.#send(form, { answers }, (err) => {
        const id = fieldOf(err)?.replace(/^body\.answers\./, '');
        const control = id ? document.getElementById(`capture-${id}`) : null;
        if (control) say(byId(`capture-${id}-error`), words(err), control);
        else say(error, words(err));
      });
    });
  }
}
