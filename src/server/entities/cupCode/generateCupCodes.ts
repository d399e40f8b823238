import { CUP_NUMBER_MAX } from '../../../../schemas/cupCode';
import type { ActionContext } from '../../crud/EntityHooks';
import { invalid } from '../../errors';

export interface GenerateBody {
  venue: string;
  startingFrom: number;
  quantity: number;
  customerGroups?: string[];
}

/** Shows at most this many taken numbers in the refusal. */
const SHOWN = 10;

/**
 * POST general/cup/generate: the codes startingFrom … startingFrom+quantity−1 of one venue, all
 * active, created in one transaction (each audited like a create). A range that passes the
 * highest number, or that holds a number already live in the venue, is refused before anything
 * is written; the unique index (venue, number) refuses a concurrent overlap the same way.
 */
export async function generateCupCodes({ entity, principal, body, services }: ActionContext) {
  const { venue, startingFrom, quantity, customerGroups } = body as GenerateBody;
  const to = startingFrom + quantity - 1;
  if (to > CUP_NUMBER_MAX) {
    throw invalid([{
      path: 'quantity',
      message: `must be at most ${CUP_NUMBER_MAX - startingFrom + 1} from ${startingFrom} on (the highest cup code number is ${CUP_NUMBER_MAX})`,
      code: 'maximum',
      params: { limit: CUP_NUMBER_MAX - startingFrom + 1 },
    }]);
  }
  const taken = await services.items.all(entity, principal, {
    filters: { venue: [venue] }, ranges: { number: { gte: startingFrom, lte: to } }, sort: 'number', direction: 'asc',
  });
  if (taken.length) {
    const numbers = taken.slice(0, SHOWN).map((c) => c.number).join(', ') + (taken.length > SHOWN ? ', …' : '');
    throw invalid([{ path: 'startingFrom', message: `${taken.length} of these numbers already exist in this venue (${numbers})`, code: 'taken' }]);
  }
  const base = { venue, active: true, quantity, startingFrom, ...(customerGroups?.length ? { customerGroups } : {}) };
  const ids = await services.items.transaction(async (items) => {
    const out: string[] = [];
    for (let number = startingFrom; number <= to; number++) out.push((await items.create(entity, principal, { ...base, number }))._id as string);
    return out;
  });
  return { ids, count: ids.length, from: startingFrom, to };
}
