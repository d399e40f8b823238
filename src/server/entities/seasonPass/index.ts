import { defineHooks } from '../../crud/EntityHooks';
import { invalid } from '../../errors';
import { recordImportRoute } from '../../io/recordImportRoute';
import { endsBeforeStart, seasonPassFile } from './seasonPassFile';

const dateOrder = () => invalid([{ path: 'validTo', message: 'must not be before validFrom', code: 'dateOrder', params: { column: 'validFrom' } }]);

/**
 * Season passes: a pass is valid from one date to a later (or the same) one, whichever call
 * writes it; the CSV upload (`POST v1/seasonpass/venue/{venue}/upload`) matches by pass number.
 */
const hooks = defineHooks('seasonPass', {
  beforeCreate(_ctx, data) {
    if (endsBeforeStart(data)) throw dateOrder();
  },
  beforeUpdate(_ctx, patch, previous) {
    if (endsBeforeStart({ ...previous, ...patch })) throw dateOrder();
  },
  routes(app, services) {
    recordImportRoute(app, services, {
      url: 'v1/seasonpass/venue/:venue/upload',
      operationId: 'seasonPass_upload',
      summary: 'Season pass: upload a CSV of season passes into the venue (matched by pass number); all rows or none',
      access: 'heidePark.seasonPass.upload',
      file: seasonPassFile,
    });
  },
});

export default hooks;
