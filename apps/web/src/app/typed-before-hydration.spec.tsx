import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HydrationState } from '@/shared/hooks';
import { hydrate, serverHtml } from '@/testing/server-html';
import { keepTypedBeforeHydration } from './typed-before-hydration';

function LoginFields() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form>
      <input
        aria-label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <input
        aria-label="Password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <output>{`${email} / ${password.length}`}</output>
    </form>
  );
}

describe('keepTypedBeforeHydration', () => {
  it('gives the app what a visitor typed into the server’s page before the app ran', async () => {
    const page = (restore?: () => void) => (
      <HydrationState hydrating onHydrated={restore}>
        <LoginFields />
      </HydrationState>
    );
    const container = serverHtml(page());
    const [email, password] = container.querySelectorAll('input');
    // Typed before any script: the browser's own field, nothing of React's yet.
    email!.value = 'sita@example.com';
    password!.value = 'early-pass';

    const restore = keepTypedBeforeHydration(container);
    const { errors, remove } = await hydrate(container, page(restore));

    expect(errors).toEqual([]);
    expect(email!.value).toBe('sita@example.com');
    expect(password!.value).toBe('early-pass');
    // In the app's state too, not only on screen.
    expect(container.querySelector('output')!.textContent).toBe('sita@example.com / 10');
    remove();
  });
});
