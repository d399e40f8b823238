/**
 * Puts the named properties into titled form sections (`x-ui.section`), declared as one list per
 * section so the layout reads as data; the properties keep their other `x-ui` keys and types.
 */
export function withSections<const P extends Record<string, any>>(sections: Record<string, readonly (keyof P & string)[]>, props: P): P {
  const out: Record<string, any> = { ...props };
  for (const [section, names] of Object.entries(sections)) {
    for (const name of names) out[name] = { ...out[name], 'x-ui': { ...out[name]['x-ui'], section } };
  }
  return out as P;
}
