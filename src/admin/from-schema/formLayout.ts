import type { Entity } from '../../core/registry';
import { propType } from './propType';

export type FormMode = 'create' | 'edit';

export interface FormField {
  name: string;
  prop: any;
  required: boolean;
  readOnly: boolean;
}

export interface FormSection {
  /** x-ui.section; null for the tab's fields that name none */
  name: string | null;
  fields: FormField[];
}

export interface FormTabSpec {
  name: string;
  fields: FormField[];
  /** the tab's fields by x-ui.section, sections in the order their first field comes */
  sections: FormSection[];
}

/** Groups fields by x-ui.section, keeping the order in which each section first appears. */
export function formSections(fields: FormField[]): FormSection[] {
  const sections = new Map<string | null, FormField[]>();
  for (const f of fields) {
    const name: string | null = f.prop['x-ui']?.section ?? null;
    if (!sections.has(name)) sections.set(name, []);
    sections.get(name)!.push(f);
  }
  return [...sections].map(([name, list]) => ({ name, fields: list }));
}

/** Declared nested objects get a tab of their own unless they say where they go. */
const isNestedObject = (prop: any) =>
  propType(prop) === 'object' && !!prop.properties && !prop['x-ui']?.widget;

/**
 * Which fields a form shows, grouped into tabs. Create shows what a client may send (writeOnly
 * included, readOnly not); edit shows readOnly fields read-only and leaves writeOnly ones out
 * (they are never returned, so there is nothing to show). `x-ui.create/edit: false` hides.
 * A readOnly file field with an upload call shows on create: a call without `{id}` upserts a record,
 * one with `{id}` gets the chosen file once the record is saved (PendingUploads).
 * A form without x-ui.tab and without nested objects has the single tab `general`.
 */
export function formLayout(entity: Entity, mode: FormMode, hidden: readonly string[] = []): FormTabSpec[] {
  const required = new Set(entity.def.required ?? []);
  const tabs = new Map<string, FormField[]>([['general', []]]);
  for (const [name, prop] of Object.entries(entity.def.properties)) {
    if (hidden.includes(name)) continue;
    const ui = prop['x-ui'] ?? {};
    if (ui[mode] === false) continue;
    // A file with its own upload call can be chosen on create (the schema hides the ones it should not).
    if (mode === 'create' && prop.readOnly && !ui.upload) continue;
    // A secret is never shown, but it can be replaced on edit (the input says whether one is set).
    if (mode === 'edit' && prop.writeOnly && !prop['x-secret']) continue;
    const tab = ui.tab ?? (isNestedObject(prop) ? name : 'general');
    if (!tabs.has(tab)) tabs.set(tab, []);
    tabs.get(tab)!.push({ name, prop, required: required.has(name), readOnly: mode === 'edit' && !!prop.readOnly });
  }
  return [...tabs].filter(([, fields]) => fields.length).map(([name, fields]) => ({ name, fields, sections: formSections(fields) }));
}
