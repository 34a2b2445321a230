import { SELLER } from '@mitti/shared';
import type { LegalSection } from './legal-sections';

const officer = SELLER.grievanceOfficer;

/** The privacy page's later sections: retention, rights under the DPDP Act, children, and contacts. */
export const PRIVACY_SECTIONS_TAIL: readonly LegalSection[] = [
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account data: while your account is open; erased within 30 days after you ask us to close it.</li>
        <li>Orders, invoices and payment records: 8 years, as Indian tax and accounting law requires.</li>
        <li>Contact messages: up to 2 years after our last reply.</li>
        <li>Newsletter address: until you unsubscribe.</li>
        <li>Security logs: up to 180 days.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights under the DPDP Act, 2023',
    body: (
      <>
        <p>As a Data Principal you have the right to:</p>
        <ul>
          <li>get a summary of the personal data we hold about you and how we process it;</li>
          <li>have inaccurate or incomplete data corrected and updated, and data we no longer need erased;</li>
          <li>
            withdraw your consent at any time, as easily as you gave it (this does not affect earlier processing);
          </li>
          <li>have your grievances addressed by us, quickly and free of charge;</li>
          <li>nominate someone to exercise these rights if you die or become unable to.</li>
        </ul>
        <p>
          You can update your name and e-mail address yourself in My Account. For anything else, write to our Grievance
          Officer below, who acknowledges your request within {officer.acknowledgeWithin} and resolves it within{' '}
          {officer.resolveWithin}.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Data travels over encrypted connections, access is limited to the staff who need it, and your account data is
        available only to you once signed in. If a personal data breach affects you, we will inform you and the Data
        Protection Board of India as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our shop is meant for adults. We do not knowingly process the personal data of anyone under 18 without
        verifiable consent from a parent or lawful guardian, and we never track or target advertising at children.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Contact and Grievance Officer',
    body: (
      <>
        <p>
          Grievance Officer: {officer.name}, {SELLER.tradeName}, {SELLER.address}.
          <br />
          E-mail: <a href={`mailto:${officer.email}`}>{officer.email}</a>, phone:{' '}
          <a href={officer.phoneHref}>{officer.phone}</a> ({SELLER.customerCare.hours}).
        </p>
        <p>
          If you are not satisfied with our response, you may complain to the Data Protection Board of India. We may
          update this policy; the date at the top shows the latest version, and we will tell you of significant changes.
        </p>
      </>
    ),
  },
];
