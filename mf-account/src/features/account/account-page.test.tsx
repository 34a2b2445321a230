import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AccountActionError, installAccountActions, type AccountActions } from '@mitti/shared';
import { renderWithProviders, signedInAuth } from '../../../../shared/test/render-with-providers';
import AccountPage from './account-page';

const actions = {
  updateDisplayName: jest.fn<AccountActions['updateDisplayName']>(),
  updateEmail: jest.fn<AccountActions['updateEmail']>(),
  changePassword: jest.fn<AccountActions['changePassword']>(),
  signOut: jest.fn<AccountActions['signOut']>(),
};

const renderAccount = () =>
  renderWithProviders(<AccountPage />, { preloadedState: signedInAuth(), route: '/account', otherRoutes: ['/'] });

async function fillPasswords(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('AccountPage', () => {
  beforeEach(() => {
    Object.values(actions).forEach((action) => action.mockReset());
    installAccountActions(actions);
  });
  afterEach(() => installAccountActions(null));

  it('switches between ARIA tabs by click and by arrow keys', async () => {
    renderAccount();
    const personal = screen.getByRole('tab', { name: 'Personal Info' });
    const password = screen.getByRole('tab', { name: 'Password' });
    expect(personal).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Personal Info' })).toHaveTextContent('Personal Information');

    await userEvent.click(password);
    expect(password).toHaveAttribute('aria-selected', 'true');
    expect(personal).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Password' })).toHaveTextContent('Change Password');

    await userEvent.keyboard('{ArrowRight}');
    expect(personal).toHaveAttribute('aria-selected', 'true');
    expect(personal).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(password).toHaveFocus();
  });

  it('requires all three password fields and matching new passwords', async () => {
    renderAccount();
    await userEvent.click(screen.getByRole('tab', { name: 'Password' }));
    await fillPasswords('', '', '');
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Current password is required\. New password is required\. Please confirm your new password$/,
    );

    await fillPasswords('Old-pass1!', 'New-pass1!', 'Other-pass1!');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    const confirm = screen.getByLabelText('Confirm New Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(actions.changePassword).not.toHaveBeenCalled();
  });

  it('holds the new password to the sign-up policy and refuses the current one', async () => {
    renderAccount();
    await userEvent.click(screen.getByRole('tab', { name: 'Password' }));
    await fillPasswords('Old-pass1!', 'alllowercase', 'alllowercase');
    expect(screen.getByRole('alert')).toHaveTextContent('Password does not meet security requirements');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password does not meet security requirements',
    );

    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'Old-pass1!');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Old-pass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your new password must be different from your current password',
    );
    expect(actions.changePassword).not.toHaveBeenCalled();
  });

  it('changes the password through the provider, and says clearly when the current one is wrong', async () => {
    actions.changePassword
      .mockRejectedValueOnce(new AccountActionError('Your current password is incorrect.'))
      .mockResolvedValueOnce();
    renderAccount();
    await userEvent.click(screen.getByRole('tab', { name: 'Password' }));
    await fillPasswords('Wrong-pass1!', 'New-pass1!', 'New-pass1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
    expect(actions.changePassword).toHaveBeenCalledWith('Wrong-pass1!', 'New-pass1!');

    await userEvent.clear(screen.getByLabelText('Current Password'));
    await userEvent.type(screen.getByLabelText('Current Password'), 'Old-pass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it('updates the display name, with the SPEC message on failure', async () => {
    actions.updateDisplayName.mockResolvedValueOnce().mockRejectedValueOnce(new Error('network'));
    renderAccount();
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveValue('Asha Rao');
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha R.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully.');
    expect(actions.updateDisplayName).toHaveBeenCalledWith('Asha R.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile. Please try again.');
  });

  it('refuses an empty Full Name or one longer than the profile keeps, saying the limit (issue 33)', async () => {
    renderAccount();
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveAccessibleDescription('Up to 200 characters.');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Full Name is required');
    await userEvent.click(name);
    await userEvent.paste('A'.repeat(300));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Full Name can be at most 200 characters (this one has 300).',
    );
    expect(actions.updateDisplayName).not.toHaveBeenCalled();
  });

  it('edits the e-mail with confirm, and cancel restores the current address', async () => {
    actions.updateEmail.mockRejectedValueOnce(new Error('nope')).mockResolvedValueOnce('updated');
    renderAccount();
    const email = screen.getByLabelText('Email Address');
    expect(email).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Email' }));
    await userEvent.clear(email);
    await userEvent.type(email, 'typo@');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(email).toHaveValue('asha@example.in');
    expect(email).toHaveAttribute('readonly');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Email' }));
    await userEvent.clear(email);
    await userEvent.type(email, 'asha.rao@example.in');
    // The current password confirms it is the shopper, and keeps them signed in (issue 33).
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter your current password to change your email.')).toBeInTheDocument();
    expect(actions.updateEmail).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Current Password'), 'Clay-pots-42!');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update email.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Email updated successfully.');
    expect(actions.updateEmail).toHaveBeenLastCalledWith('asha.rao@example.in', 'Clay-pots-42!');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it('opens the field without submitting, and refuses the unchanged or an invalid address', async () => {
    renderAccount();
    const email = screen.getByLabelText('Email Address');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Email' }));
    expect(email).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');

    await userEvent.clear(email);
    await userEvent.type(email, 'ASHA@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That is already your email address. Nothing was changed.');
    expect(email).toHaveValue('asha@example.in');
    expect(actions.updateEmail).not.toHaveBeenCalled();
  });

  it('says a confirmation link was sent when the provider changes the address only after verification', async () => {
    actions.updateEmail.mockResolvedValueOnce('verification-sent');
    renderAccount();
    const email = screen.getByLabelText('Email Address');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Email' }));
    await userEvent.clear(email);
    await userEvent.type(email, 'asha.new@example.in');
    await userEvent.type(screen.getByLabelText('Current Password'), 'Clay-pots-42!');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to asha.new@example.in. Your email changes once you follow it.',
    );
    expect(email).toHaveValue('asha@example.in');
  });

  it('says profile updates are unavailable when no provider is installed', async () => {
    installAccountActions(null);
    renderAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^User profile update not available$/);
  });

  it('logs out through the shell and goes home', async () => {
    actions.signOut.mockResolvedValueOnce();
    renderAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByText('Page /')).toBeInTheDocument());
    expect(actions.signOut).toHaveBeenCalledTimes(1);
  });

  it('keeps each panel tied to its tab', () => {
    renderAccount();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Personal Information');
    expect(panel).toHaveAttribute('aria-labelledby', screen.getByRole('tab', { name: 'Personal Info' }).id);
  });
});
