import { pathParams } from '../../core/apiSpec';
import type { Entity } from '../../core/registry';
import { propType } from './propType';

export type FormMode = 'create' | 'edit';

export interface FormField {
  name: string;
  prop: any;
  required: boolean;
  readOnly: boolean;
}

export interface FormTabSpec {
  name: string;
  fields: FormField[];
}

/** Declared nested objects get a tab of their own unless they say where they go. */
const isNestedObject = (prop: any) =>
  propType(prop) === 'object' && !!prop.properties && !prop['x-ui']?.widget;

/**
 * Which fields a form shows, grouped into tabs. Create shows what a client may send (writeOnly
 * included, readOnly not); edit shows readOnly fields read-only and leaves writeOnly ones out
 * (they are never returned, so there is nothing to show). `x-ui.create/edit: false` hides.
 * A readOnly file field shows on create when its upload call has no `{id}` (it upserts a record).
 * A form without x-ui.tab and without nested objects has the single tab `general`.
 */
export function formLayout(entity: Entity, mode: FormMode, hidden: readonly string[] = []): FormTabSpec[] {
  const required = new Set(entity.def.required ?? []);
  const tabs = new Map<string, FormField[]>([['general', []]]);
  for (const [name, prop] of Object.entries(entity.def.properties)) {
    if (hidden.includes(name)) continue;
    const ui = prop['x-ui'] ?? {};
    if (ui[mode] === false) continue;
    // A file whose upload call needs no saved record (it creates one) can be chosen on create.
    if (mode === 'create' && prop.readOnly && !(ui.upload && !pathParams(ui.upload).includes('id'))) continue;
    if (mode === 'edit' && prop.writeOnly) continue;
    const tab = ui.tab ?? (isNestedObject(prop) ? name : 'general');
    if (!tabs.has(tab)) tabs.set(tab, []);
    tabs.get(tab)!.push({ name, prop, required: required.has(name), readOnly: mode === 'edit' && !!prop.readOnly });
  }
  return [...tabs].filter(([, fields]) => fields.length).map(([name, fields]) => ({ name, fields }));
}
