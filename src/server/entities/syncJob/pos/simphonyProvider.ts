import { answerCheck } from './answerCheck';
import type { PosMenu } from './PosMenu';
import type { PosProvider, PosProviderOptions, PosSettings } from './PosProvider';
import { posJson } from './posJson';

const ref = { type: 'integer', minimum: 0 } as const;
const text = { type: 'string', minLength: 1, maxLength: 200 } as const;
const prices = { type: 'array', items: { type: 'object', required: ['sequence', 'price'], properties: { sequence: ref, price: { type: 'number', minimum: 0, maximum: 1000000 }, taxClassRef: ref } } } as const;

interface Price { sequence: number; price: number; taxClassRef?: number }
interface Answer {
  familyGroups: { familyGroupRef: number; name: string }[];
  menuItems: { menuItemId: number; name: string; familyGroupRef: number; isActive?: boolean; definitions: { sequence: number; prices: Price[]; condimentGroupRefs?: number[] }[] }[];
  condimentGroups?: { condimentGroupRef: number; name: string; minimumCount?: number; maximumCount?: number; condimentItemIds: number[] }[];
  condimentItems?: { condimentItemId: number; name: string; isActive?: boolean; prices: Price[] }[];
  taxClasses?: { taxClassRef: number; rate: number }[];
}

const tokenAnswer = answerCheck<{ access_token: string }>({ type: 'object', required: ['access_token'], properties: { access_token: { type: 'string', minLength: 1 } } });
const menuAnswer = answerCheck<Answer>({
  type: 'object',
  required: ['familyGroups', 'menuItems'],
  properties: {
    familyGroups: { type: 'array', items: { type: 'object', required: ['familyGroupRef', 'name'], properties: { familyGroupRef: ref, name: text } } },
    menuItems: {
      type: 'array', maxItems: 50000,
      items: {
        type: 'object', required: ['menuItemId', 'name', 'familyGroupRef', 'definitions'],
        properties: {
          menuItemId: ref, name: text, familyGroupRef: ref, isActive: { type: 'boolean' },
          definitions: { type: 'array', minItems: 1, items: { type: 'object', required: ['sequence', 'prices'], properties: { sequence: ref, prices, condimentGroupRefs: { type: 'array', items: ref } } } },
        },
      },
    },
    condimentGroups: { type: 'array', items: { type: 'object', required: ['condimentGroupRef', 'name', 'condimentItemIds'], properties: { condimentGroupRef: ref, name: text, minimumCount: { type: 'integer', minimum: 0, maximum: 100 }, maximumCount: { type: 'integer', minimum: 0, maximum: 100 }, condimentItemIds: { type: 'array', items: ref } } } },
    condimentItems: { type: 'array', items: { type: 'object', required: ['condimentItemId', 'name', 'prices'], properties: { condimentItemId: ref, name: text, isActive: { type: 'boolean' }, prices } } },
    taxClasses: { type: 'array', items: { type: 'object', required: ['taxClassRef', 'rate'], properties: { taxClassRef: ref, rate: { type: 'number', minimum: 0, maximum: 100 } } } },
  },
});

/**
 * Oracle Simphony (Transaction Services Gen2 style): a client-credentials token from
 * `POST /oidc-provider/v1/oauth2/token`, then `GET /api/v1/menus` with the organisation, location
 * and revenue center as `Simphony-OrgShortName`, `Simphony-LocRef`, `Simphony-RvcRef` headers
 * (org name, location and the first revenue center of the venue's simphony settings). Menu items
 * of family groups, priced by the settings' price sequence (default 1) of their first definition,
 * with condiment groups as option groups and VAT from tax classes. No tables.
 */
export function simphonyProvider(opts: PosProviderOptions): PosProvider {
  const name = 'simphony';
  const token = async (s: PosSettings) => tokenAnswer(await posJson(name, opts, '/oidc-provider/v1/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: String(s.clientId), client_secret: String(s.clientSecret), scope: 'openid' }).toString(),
  }), name).access_token;
  return {
    integrationType: name,
    required: ['clientId', 'clientSecret', 'orgName', 'locRef', 'revenueCenters'],
    async menu(settings): Promise<PosMenu> {
      const rvc = String(settings.revenueCenters).split(',')[0].trim();
      const a = menuAnswer(await posJson(name, opts, '/api/v1/menus', {
        headers: { authorization: `Bearer ${await token(settings)}`, 'simphony-orgshortname': String(settings.orgName), 'simphony-locref': String(settings.locRef), 'simphony-rvcref': rvc },
      }), name);
      const level = Number(settings.priceSequence) || 1;
      const taxes = new Map((a.taxClasses ?? []).map((t) => [t.taxClassRef, t.rate]));
      const priced = (list: Price[]) => list.find((p) => p.sequence === level) ?? list[0];
      const items = new Map((a.condimentItems ?? []).map((c) => [c.condimentItemId, c]));
      return {
        categories: a.familyGroups.map((f, i) => ({ key: String(f.familyGroupRef), name: f.name, sortOrder: i })),
        optionGroups: (a.condimentGroups ?? []).map((g) => ({
          key: String(g.condimentGroupRef), name: g.name, min: g.minimumCount ?? 0, max: g.maximumCount ?? 0,
          options: g.condimentItemIds.flatMap((id) => {
            const c = items.get(id);
            const p = c && priced(c.prices);
            return c ? [{ number: String(c.condimentItemId), name: c.name, price: p?.price ?? 0, vatInside: p?.taxClassRef === undefined ? undefined : taxes.get(p.taxClassRef), active: c.isActive !== false }] : [];
          }),
        })),
        articles: a.menuItems.map((m) => {
          const def = m.definitions[0];
          const p = priced(def.prices);
          return {
            number: String(m.menuItemId), name: m.name, price: p?.price ?? 0, vatInside: p?.taxClassRef === undefined ? undefined : taxes.get(p.taxClassRef),
            active: m.isActive !== false, category: String(m.familyGroupRef), optionGroups: (def.condimentGroupRefs ?? []).map(String),
          };
        }),
        tables: [],
      };
    },
  };
}
