import { defineEntity } from './_meta';

/**
 * Per customer group: a named template (file uploaded per group and template name). Admin only.
 * The upload call upserts the property of its group and template name, so a template can be
 * chosen on the create form too.
 */
export default defineEntity({
  $id: 'customerGroupProperty',
  title: 'Customer group property',
  type: 'object',
  properties: {
    groupId: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup', 'x-ui': { list: true, filter: 'reference' } },
    templateName: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$', 'x-ui': { list: true, filter: 'search' } },
    /** id of the uploaded template in the files store: a PDF, HTML or plain text file */
    template: {
      type: 'string',
      maxLength: 64,
      readOnly: true,
      'x-ui': { widget: 'file', upload: 'POST {groupId}/template/{templateName}', accept: 'application/pdf,text/html,text/plain,.pdf,.html,.htm,.txt' },
    },
    /** the template's content type as the server recognised it */
    templateType: { type: 'string', enum: ['application/pdf', 'text/html', 'text/plain'], readOnly: true, 'x-ui': { list: true, create: false } },
  },
  required: ['groupId', 'templateName'],
  'x-scope': 'global',
  'x-access': { view: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  'x-api': { base: 'v1/general/customergroupproperty', list: 'GET paginate' },
  'x-unique': [['groupId', 'templateName']],
  'x-search': ['templateName'],
  'x-ui': { route: '/customerGroupProprty', group: 'customerInfo', icon: 'Tune', titleField: 'templateName' },
});
