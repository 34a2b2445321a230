import { useState } from 'react';
import {
  getAccountActions,
  getErrorMessage,
  notify,
  selectUser,
  useAppSelector,
  usePageTitle,
  paths,
  type RemoteModules,
  useNavigate,
} from '@mitti/shared';
import { useWords, type AccountText } from '../../words/words';
import { AccountTabs, panelId, tabId, type TabDefinition } from './account-tabs';
import { PersonalInfoTab } from './personal-info-tab';
import { PasswordTab } from './password-tab';
import '../../components/account.css';
import './account-page.css';

type Tab = 'personal-info' | 'password';

const tabs: readonly TabDefinition<Tab, AccountText>[] = [
  { id: 'personal-info', label: 'Personal Info' },
  { id: 'password', label: 'Password' },
];

function AccountPage() {
  const t = useWords();
  usePageTitle(t('My Account'), t('Your Mitti Studio profile and password.'));
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('personal-info');
  const [signingOut, setSigningOut] = useState(false);

  const logout = async () => {
    setSigningOut(true);
    try {
      await getAccountActions().signOut();
      navigate(paths.home());
    } catch (error) {
      notify.error(getErrorMessage(error, t('Failed to sign out. Please try again.')));
      setSigningOut(false);
    }
  };

  return (
    <div className="page account-page" lang={t.lang}>
      <h1 className="page__title">{t('My Account')}</h1>
      <div className="account-settings">
        <div className="account-settings__nav">
          <AccountTabs
            tabs={tabs.map(({ id, label }) => ({ id, label: t(label) }))}
            selected={tab}
            onSelect={setTab}
            label={t('Account settings')}
          />
          <button
            type="button"
            className="button button--ghost account-settings__logout"
            onClick={logout}
            disabled={signingOut}
          >
            {t(signingOut ? 'Logging out...' : 'Logout')}
          </button>
        </div>
        {tabs.map(({ id }) => (
          <section
            key={id}
            id={panelId(id)}
            role="tabpanel"
            aria-labelledby={tabId(id)}
            className="account-settings__panel"
            hidden={tab !== id}
            tabIndex={0}
          >
            {tab === id && id === 'personal-info' && user && <PersonalInfoTab user={user} />}
            {tab === id && id === 'password' && <PasswordTab />}
          </section>
        ))}
      </div>
    </div>
  );
}

export default AccountPage satisfies RemoteModules['account/AccountPage'];
