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
  time,
  dateOnly: date,
  url,
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
