import { describe, expect, test } from '@rstest/core';
import { bcryptCostFromEnv } from './backendFromEnv';

describe('LOCAL_BACKEND_BCRYPT_COST', () => {
  test('unset or empty keeps the backend at GoTrue’s cost', () => {
    expect(bcryptCostFromEnv({})).toBeUndefined();
    expect(bcryptCostFromEnv({ LOCAL_BACKEND_BCRYPT_COST: '' })).toBeUndefined();
  });

  test('a cost bcrypt takes is passed on', () => {
    expect(bcryptCostFromEnv({ LOCAL_BACKEND_BCRYPT_COST: '4' })).toBe(4);
    expect(bcryptCostFromEnv({ LOCAL_BACKEND_BCRYPT_COST: '12' })).toBe(12);
  });

  test.each(['3', '32', '4.5', 'low'])('"%s" refuses to start the backend', (raw) => {
    expect(() => bcryptCostFromEnv({ LOCAL_BACKEND_BCRYPT_COST: raw })).toThrow(
      `LOCAL_BACKEND_BCRYPT_COST must be a whole number from 4 to 31, got "${raw}"`,
    );
  });
});
