/** Fields a visitor types into: their text is what the server's page may have been given before the app ran. */
const TEXT_FIELDS =
  'input:not([type]), input[type=text], input[type=email], input[type=password], input[type=search], input[type=tel], input[type=number], input[type=url], textarea';

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(target: EventTarget | null): target is TextField {
  return target instanceof Element && target.matches(TEXT_FIELDS);
}

/**
 * Sets a field's text as typing does, so that React's onChange sees it whatever the field shows now: React
 * tracks the last text it knows through the element's own `value` property (set to empty here), and reports a
 * change when an input event finds other text, set underneath through the prototype's setter.
 */
function typeInto(field: TextField, text: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A server-rendered page shows its fields before the app runs, and hydration resets each field React controls
 * to the app's state (empty): what a visitor typed meanwhile would be gone. Call before hydrating `root`; the
 * returned function, once hydration has finished, types that text in again, as the visitor left it.
 */
export function keepTypedBeforeHydration(root: HTMLElement): () => void {
  const typed = new Map<TextField, string>();
  for (const field of root.querySelectorAll<TextField>(TEXT_FIELDS)) {
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
  const record = (event: Event) => {
    if (isTextField(event.target)) typed.set(event.target, event.target.value);
  };
  root.addEventListener('input', record, true);
  return () => {
    root.removeEventListener('input', record, true);
    for (const [field, text] of typed) {
      if (field.isConnected) typeInto(field, text);
    }
  };
}
