import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  AccountActionError,
  installAccountActions,
  PROFILE_UPDATE_UNAVAILABLE,
  type AccountActions,
} from '@mitti/shared';
import { renderWithProviders, signedInAuth } from '../../../../shared/test/render-with-providers';
import { inHindi } from '../../test/in-hindi';
import AccountPage from './account-page';

const actions = {
  updateDisplayName: jest.fn<AccountActions['updateDisplayName']>(),
  updateEmail: jest.fn<AccountActions['updateEmail']>(),
  changePassword: jest.fn<AccountActions['changePassword']>(),
  signOut: jest.fn<AccountActions['signOut']>(),
};

const renderHindiAccount = () =>
  renderWithProviders(inHindi(<AccountPage />), { preloadedState: signedInAuth(), route: '/account' });

describe('AccountPage on a Hindi page', () => {
  beforeEach(() => {
    Object.values(actions).forEach((action) => action.mockReset());
    installAccountActions(actions);
  });
  afterEach(() => installAccountActions(null));

  it('shows the account in Hindi: its heading, tabs, fields and Logout, and the profile saved in Hindi', async () => {
    actions.updateDisplayName.mockResolvedValue(undefined);
    renderHindiAccount();
    const heading = await screen.findByRole('heading', { level: 1, name: 'मेरा खाता' });
    expect(heading.closest('.page')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('tablist', { name: 'खाते की सेटिंग' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'निजी जानकारी' });
    expect(within(panel).getByLabelText('पूरा नाम')).toHaveValue('Asha Rao');
    expect(within(panel).getByLabelText('पूरा नाम')).toHaveAccessibleDescription('ज़्यादा से ज़्यादा 200 अक्षर।');
    expect(within(panel).getByLabelText('ईमेल पता')).toHaveValue('asha@example.in');
    expect(within(panel).getByRole('button', { name: 'ईमेल बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(document.title).toBe('मेरा खाता | Mitti Studio');

    await userEvent.click(within(panel).getByRole('button', { name: 'बदलाव सहेजें' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('प्रोफ़ाइल अपडेट हो गई।');
    actions.updateDisplayName.mockRejectedValue(new AccountActionError(PROFILE_UPDATE_UNAVAILABLE));
    await userEvent.click(within(panel).getByRole('button', { name: 'बदलाव सहेजें' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/^प्रोफ़ाइल अभी अपडेट नहीं की जा सकती$/);
  });

  it("says the password form's problems and a failed change in Hindi, SPEC's message first", async () => {
    actions.changePassword.mockRejectedValue(new Error('network'));
    renderHindiAccount();
    await userEvent.click(await screen.findByRole('tab', { name: 'पासवर्ड' }));
    const submit = screen.getByRole('button', { name: 'पासवर्ड अपडेट करें' });
    await userEvent.click(submit);
    expect(screen.getByText('मौजूदा पासवर्ड ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('कृपया नए पासवर्ड की पुष्टि करें')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^मौजूदा पासवर्ड ज़रूरी है। नया पासवर्ड ज़रूरी है। कृपया नए पासवर्ड की पुष्टि करें$/,
    );

    await userEvent.type(screen.getByLabelText('मौजूदा पासवर्ड'), 'Old-pass1!');
    await userEvent.type(screen.getByLabelText('नया पासवर्ड'), 'weak');
    await userEvent.type(screen.getByLabelText('नए पासवर्ड की पुष्टि करें'), 'weak');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('पासवर्ड सुरक्षा की शर्तें पूरी नहीं करता');

    await userEvent.clear(screen.getByLabelText('नया पासवर्ड'));
    await userEvent.clear(screen.getByLabelText('नए पासवर्ड की पुष्टि करें'));
    await userEvent.type(screen.getByLabelText('नया पासवर्ड'), 'New-pass1!');
    await userEvent.type(screen.getByLabelText('नए पासवर्ड की पुष्टि करें'), 'New-pass1!');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^पासवर्ड नहीं बदला जा सका। कृपया फिर से कोशिश करें।$/);
  });
});
