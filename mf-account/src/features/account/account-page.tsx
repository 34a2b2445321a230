import { usePageTitle, type RemoteModules } from '@mitti/shared';

function AccountPage() {
  usePageTitle('My Account');
  return (
    <div className="page">
      <h1 className="page__title">My Account</h1>
      <p>Personal information</p>
    </div>
  );
}

export default AccountPage satisfies RemoteModules['account/AccountPage'];
