import type { Principal } from '../../../access/principal';
import type { Items } from '../../../crud/Items';
import type { Services } from '../../../services';
import { posDocs } from './posDocs';
import type { PosMenu } from './PosMenu';
import { PosTally } from './PosTally';

/**
 * The `tables` mode: the provider's tables created in the venue, or matched by number and given
 * the provider's description; the venue's other tables and their flags stay as they are.
 */
export async function writePosTables(services: Services, items: Items, principal: Principal, venue: string, tables: PosMenu['tables']): Promise<PosTally> {
  const entity = services.registry.get('table')!;
  const tally = new PosTally();
  const stored = await items.all(entity, principal, { filters: {}, ranges: {}, sort: 'number', direction: 'asc' }, { venue });
  const byNumber = new Map(stored.map((t) => [String(t.number).trim(), t]));
  for (const t of tables) {
    const doc = posDocs.table(t);
    const match = byNumber.get(t.number.trim());
    if (!match) {
      await items.create(entity, principal, doc, { venue });
      tally.add('created', 'table');
    } else if (doc.description !== undefined && doc.description !== match.description) {
      await items.update(entity, principal, match._id, { description: doc.description }, { venue }, 'posImport');
      tally.add('updated', 'table');
    }
  }
  return tally;
}
