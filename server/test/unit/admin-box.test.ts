/** The one-time notice `npm start` prints for a generated admin password. */
import { describe, expect, it } from 'vitest';
import { generatedAdminBox } from '../../src/modules/auth/bootstrap.ts';

describe('generated admin notice', () => {
  it('names the login, the password and the clean login URL, boxed', () => {
    const box = generatedAdminBox(
      { email: 'admin@vyoma.example', password: 'J5Zo5DVHnvvasufS8pJa' },
      'http://localhost:3000',
    );
    expect(box).toContain('admin@vyoma.example / password: J5Zo5DVHnvvasufS8pJa');
    expect(box).toContain('Open http://localhost:3000/wp-admin to sign in.');
    expect(box).not.toContain('#/');
    const lines = box.split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
