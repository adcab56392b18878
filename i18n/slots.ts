/**
 * Slot templates: a message formatted on the server with a private-use character in place of each value, so a
 * client component can put the values in without a message formatter in the browser (issue 28,
 * docs/performance.md). Value `i` of a template stands as U+E000 + i; the site's messages contain no private-use
 * characters. Only plain `{name}` arguments can be slots (no `plural`, `select` or `number`): ICU formats those as
 * `String(value)`, which is what `fillSlots` puts in.
 */

/** The private-use character standing for value `index` (0-based) of a slot template. */
export function slotChar(index = 0): string {
  return String.fromCodePoint(0xe000 + index);
}

/** A message with its plain arguments `args` replaced by slots (`args[i]` is at `slotChar(i)`). */
export interface SlotTemplate<Name extends string = string> {
  text: string;
  args: readonly Name[];
}

/**
 * Formats a message as a slot template (server side). `format` is the message's translator call, given each of
 * `args` mapped to its slot, e.g. `slotTemplate((v) => t('values.endpointOk', v), ['status', 'ms'])`.
 */
export function slotTemplate<const Name extends string>(
  format: (values: Record<Name, string>) => string,
  args: readonly Name[],
): SlotTemplate<Name> {
  return { text: format(Object.fromEntries(args.map((name, i) => [name, slotChar(i)])) as Record<Name, string>), args };
}

/**
 * Fills a slot template with named values (client or server): each slot becomes `String(values[name])`, as ICU
 * formats a plain argument. Pure string work, no formatter.
 */
export function fillSlots<Name extends string>(
  template: SlotTemplate<Name>,
  values: Record<Name, string | number>,
): string {
  return template.text.replace(/[\uE000-\uE0FF]/g, (c) => {
    const name = template.args[c.charCodeAt(0) - 0xe000];
    return name === undefined ? c : String(values[name]);
  });
}
