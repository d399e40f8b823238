import { describe, expect, it } from 'vitest';
import { fromDelfiForm, toDelfiForm, withVenueSettings } from './delfiForm';

describe('delivery information form', () => {
  it('round-trips the service info, sending only filled inputs', () => {
    const info = { venue: 'v', deliveryEnabled: true, deliveryTime: 30, movDelivery: 12.5, deliveryPostalCodes: ['10115', '10117'], deliveryFeeTiers: [{ from: 20, fee: 1 }], contact: { email: 'a@example.com' } };
    const { fields, errors } = fromDelfiForm(toDelfiForm(info));
    expect(errors).toEqual({});
    expect(fields).toEqual({ deliveryEnabled: true, deliveryTime: 30, movDelivery: 12.5, deliveryPostalCodes: ['10115', '10117'], deliveryFeeTiers: [{ from: 20, fee: 1 }], contact: { email: 'a@example.com' } });
  });

  it('reads comma decimals and names each bad input by its catalogue key', () => {
    const v = { ...toDelfiForm(null), deliveryFee: '2,50', deliveryTime: '1.5', movDelivery: '-1', contactPhone: '0301234', contactEmail: 'nope', tiers: [{ from: '10', fee: 'x' }] };
    const { fields, errors } = fromDelfiForm(v);
    expect(fields.deliveryFee).toBe(2.5);
    expect(errors).toEqual({ deliveryTime: 'app.delfi.invalidMinutes', movDelivery: 'validation.price', contactPhone: 'validation.phone', contactEmail: 'validation.email', 'tiers.0': 'validation.price' });
  });

  it("takes over the venue's delivery settings and keeps what the venue lacks", () => {
    const entered = { ...toDelfiForm(null), deliveryTime: '40', contactName: 'Desk', contactEmail: 'desk@example.com' };
    const v = withVenueSettings(entered, { deliveryEnabled: true, deliveryFee: 3, deliveryPostalCodes: ['80331'], phone: '+49891234' });
    expect(v).toMatchObject({ deliveryEnabled: true, deliveryFee: '3', deliveryPostalCodes: '80331', deliveryTime: '40', contactName: 'Desk', contactPhone: '+49891234', contactEmail: 'desk@example.com' });
  });
});
