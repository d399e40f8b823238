import { csvList, date, decimal, emailList, germanTaxNumber, iban, identifier, integerList, loyaltyCampaignId, mfaCode, objectId, password, phone, price, quantity, simpleUrl, time, upperCase, url, vatNumber, type Validator } from './validators';

/** JSON-Schema format name -> validator (Ajv custom formats on the server, form rules in the admin). */
export const FORMAT_VALIDATORS: Record<string, Validator> = {
  objectId,
  phone,
  iban,
  identifier,
  password,
  price,
  decimal,
  // HH:mm; not JSON Schema's `time` (which demands seconds and a zone)
  hourMinute: time,
  dateOnly: date,
  // a host and path without a scheme; not JSON Schema's `url`/`uri` (which demand one)
  domainUrl: url,
  simpleUrl,
  emailList,
  integerList,
  csvList,
  vatNumber,
  germanTaxNumber,
  quantity,
  upperCase,
  mfaCode,
  loyaltyCampaignId,
};
