import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask';

describe('masking', () => {
  it('masks a mainland mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('')).toBe('');
  });

  it('masks an e-mail address', () => {
    expect(maskEmail('zhangsan@qq.com')).toBe('zh***@qq.com');
    expect(maskEmail('a@163.com')).toBe('a***@163.com');
    expect(maskEmail('')).toBe('');
  });
});
