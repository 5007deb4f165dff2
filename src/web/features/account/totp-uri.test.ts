import { describe, expect, it } from 'vitest';
import { groupSecret, secretFromTotpUri } from './totp-uri';

describe('secretFromTotpUri', () => {
  it('reads the secret parameter', () => {
    const uri = 'otpauth://totp/Fixwise:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Fixwise';
    expect(secretFromTotpUri(uri)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('answers an empty string for nonsense', () => {
    expect(secretFromTotpUri('not a uri')).toBe('');
  });

  it('groups in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });
});
