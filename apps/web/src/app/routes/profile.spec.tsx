import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { expectAlert } from '@/testing/alerts';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { noGoogle } from '@/testing/google';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { fillIn } from '@/testing/fill-in';
import { currentPath, renderApp } from '@/testing/render-app';

const base: ApiRoutes = {
  'GET /api/products': () => jsonResponse([]),
  ...noGoogle,
  'POST /api/auth/logout': () => new Response(null, { status: 204 }),
};
const token = tokenExpiringIn(600);

describe('profile pages', () => {
  beforeEach(() => {
    sessionStore.logOut();
    sessionStore.logIn(aUser({ id: 'u1', _id: 'u1', name: 'Sita Sharma' }), token);
  });

  it('/profile: Logout asks first, then logs out and goes to /home (not to /login)', async () => {
    const fetchMock = mockApi(base);
    const { router } = renderApp('/profile');
    const main = await screen.findByRole('main');
    await userEvent.click(await within(main).findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentPath(router)).toBe('/home'));
    expect(sessionStore.getState().user).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
  });

  describe('/edit-profile', () => {
    it('requires a name', async () => {
      const fetchMock = mockApi(base);
      renderApp('/edit-profile');
      await userEvent.clear(await screen.findByLabelText('Name'));
      await userEvent.click(screen.getByRole('button', { name: /Save Changes/ }));
      expect(await screen.findByText('Name is required')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PUT /api/user/users/u1')).toHaveLength(0);
    });

    it('saves the new name with the bearer token and replaces the stored user', async () => {
      const updated = aUser({ id: 'u1', _id: 'u1', name: 'Gita Sharma' });
      const fetchMock = mockApi({ ...base, 'PUT /api/user/users/u1': () => jsonResponse(updated) });
      renderApp('/edit-profile');

      const name = await screen.findByLabelText('Name');
      expect(name).toHaveValue('Sita Sharma');
      await fillIn(name, ' Gita Sharma ');
      await userEvent.click(screen.getByRole('button', { name: /Save Changes/ }));

      expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
      const [request] = callsTo(fetchMock, 'PUT /api/user/users/u1');
      expect(await request.json()).toEqual({ name: 'Gita Sharma' });
      expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
      expect(sessionStore.getState().user).toEqual(updated);
      expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(updated);
    });

    it('says Failed to update profile when the server refuses', async () => {
      mockApi({ ...base, 'PUT /api/user/users/u1': () => errorResponse(500, 'Internal error') });
      renderApp('/edit-profile');
      await fillIn(await screen.findByLabelText('Name'), 'x');
      await userEvent.click(screen.getByRole('button', { name: /Save Changes/ }));
      await expectAlert('Failed to update profile');
      expect(sessionStore.getState().user?.name).toBe('Sita Sharma');
    });

    it('saves the delivery details checkout starts from, and replaces the stored user', async () => {
      const SAVE = 'PUT /api/user/users/u1/delivery-details';
      const updated = aUser({
        id: 'u1',
        _id: 'u1',
        phoneNumber: '9812345678',
        city: 'Lalitpur',
        colony: 'Jhamsikhel',
      });
      const fetchMock = mockApi({ ...base, [SAVE]: () => jsonResponse(updated) });
      renderApp('/edit-profile');
      const details = within(await screen.findByRole('region', { name: 'Delivery Details' }));

      await fillIn(details.getByLabelText('Phone Number'), '98123');
      await userEvent.click(details.getByRole('button', { name: /Save Delivery Details/ }));
      expect(
        await details.findByText('Phone number must be exactly 10 digits and contain only numbers'),
      ).toBeInTheDocument();
      expect(callsTo(fetchMock, SAVE)).toHaveLength(0);

      await fillIn(details.getByLabelText('Phone Number'), '9812345678');
      await userEvent.click(details.getByRole('radio', { name: 'Lalitpur' }));
      await fillIn(details.getByLabelText('Colony / Area'), ' Jhamsikhel ');
      await userEvent.click(details.getByRole('button', { name: /Save Delivery Details/ }));
      expect(await screen.findByText('Your delivery details are saved.')).toBeInTheDocument();
      expect(await callsTo(fetchMock, SAVE)[0]!.json()).toEqual({
        phoneNumber: '9812345678',
        city: 'Lalitpur',
        colony: 'Jhamsikhel',
      });
      expect(sessionStore.getState().user).toEqual(updated);
    });

    it('shows the server’s reason when it refuses the delivery details', async () => {
      sessionStore.logIn(
        aUser({ id: 'u1', _id: 'u1', phoneNumber: '9812345678', city: 'Lalitpur', colony: 'Jhamsikhel' }),
        token,
      );
      mockApi({
        ...base,
        'PUT /api/user/users/u1/delivery-details': () =>
          errorResponse(400, 'City must be one of: Kathmandu, Bhaktapur, Lalitpur'),
      });
      renderApp('/edit-profile');
      const details = within(await screen.findByRole('region', { name: 'Delivery Details' }));
      expect(details.getByLabelText('Phone Number')).toHaveValue('9812345678');
      expect(details.getByRole('radio', { name: 'Lalitpur' })).toBeChecked();
      expect(details.getByLabelText('Colony / Area')).toHaveValue('Jhamsikhel');
      await userEvent.click(details.getByRole('button', { name: /Save Delivery Details/ }));
      expect(
        await details.findByText('City must be one of: Kathmandu, Bhaktapur, Lalitpur'),
      ).toBeInTheDocument();
    });

    it('deletes the account after confirmation, logs out and goes to /', async () => {
      const fetchMock = mockApi({
        ...base,
        'DELETE /api/user/users/u1': () => new Response(null, { status: 204 }),
      });
      const { router } = renderApp('/edit-profile');

      await userEvent.click(await screen.findByRole('button', { name: /Delete Account/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      expect(callsTo(fetchMock, 'DELETE /api/user/users/u1')).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

      expect(await screen.findByText('Account deleted successfully')).toBeInTheDocument();
      await waitFor(() => expect(currentPath(router)).toBe('/'));
      expect(sessionStore.getState().user).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
      expect(callsTo(fetchMock, 'DELETE /api/user/users/u1')).toHaveLength(1);
      expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
    });

    it('keeps the account and says Failed to delete account when the deletion fails', async () => {
      mockApi({ ...base, 'DELETE /api/user/users/u1': () => errorResponse(500, 'Internal error') });
      const { router } = renderApp('/edit-profile');
      await userEvent.click(await screen.findByRole('button', { name: /Delete Account/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

      await expectAlert('Failed to delete account');
      expect(sessionStore.getState().user).not.toBeNull();
      expect(currentPath(router)).toBe('/edit-profile');
    });

    it('links back to the profile', async () => {
      mockApi(base);
      renderApp('/edit-profile');
      expect(await screen.findByRole('link', { name: /Back to Profile/ })).toHaveAttribute(
        'href',
        '/profile',
      );
    });
  });
});
