import { defineEntity } from './_meta';

/** Per customer group: a named template (file uploaded per group and template name). Admin only. */
export default defineEntity({
  $id: 'customerGroupProperty',
  title: 'Customer group property',
  type: 'object',
  properties: {
    groupId: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup', 'x-ui': { list: true, filter: 'reference' } },
    templateName: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$', 'x-ui': { list: true, filter: 'search' } },
    /** id of the uploaded template in the files store (POST {groupId}/template/{templateName}) */
    template: { type: 'string', maxLength: 64, readOnly: true, 'x-ui': { widget: 'file', create: false } },
  },
  required: ['groupId', 'templateName'],
  'x-scope': 'global',
  'x-access': { view: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  'x-api': { base: 'v1/general/customergroupproperty', list: 'GET paginate' },
  'x-unique': [['groupId', 'templateName']],
  'x-search': ['templateName'],
  'x-ui': { route: '/customerGroupProprty', group: 'customerInfo', icon: 'Tune', titleField: 'templateName' },
});
