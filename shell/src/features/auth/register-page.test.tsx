import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { RegisterPage } from './register-page';
import { renderInHindi } from '../../test/render-in-hindi';

describe('RegisterPage', () => {
  it("on a Hindi page: its words, the password's rule and the form's checks in Hindi (issue 57)", async () => {
    await renderInHindi(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'खाता बनाएँ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'नियम और शर्तों' })).toHaveAttribute('href', '/terms');
    await userEvent.type(screen.getByLabelText('पूरा नाम'), 'आशा राव');
    await userEvent.type(screen.getByLabelText('ईमेल'), 'asha@example.in');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'weak');
    await userEvent.type(screen.getByLabelText('पासवर्ड दोबारा डालें'), 'weaker');
    await userEvent.tab();
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription(
      'कम से कम 8 अक्षर, जिनमें एक बड़ा अक्षर, एक छोटा अक्षर, एक अंक और एक विराम चिह्न हो। पासवर्ड सुरक्षा की शर्तें पूरी नहीं करता',
    );
    expect(screen.getByLabelText('पासवर्ड दोबारा डालें')).toHaveAccessibleDescription('पासवर्ड मेल नहीं खाते');
    expect(screen.getByRole('button', { name: 'खाता बनाएँ' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('पूरा नाम'));
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('कृपया सभी जानकारी भरें');
  });
});
