import { HONEYPOT_FIELD } from "./form-signals";

/**
 * The honeypot (apps/lead-api `spam-signals.ts`): a field off-screen, out of the tab order and
 * hidden from assistive technology, so only bots that fill every input put a value in it.
 */
export function HoneypotField({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] top-0 size-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
