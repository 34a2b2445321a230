import { DISPATCH_WITHIN, type FaqEntry } from '@mitti/shared';
import { CARD_OR_UPI } from '@mitti/shared/orders';

/** The FAQ page's own words around its entries (decision 119); `faq-hi.ts` has each in Hindi. */
export const faqPage = {
  title: 'Frequently Asked Questions',
  description: 'Answers about orders, payment, shipping, returns, caring for your ceramics and our pottery workshops.',
  moreHeading: "Can't find what you're looking for?",
  more: 'Our team is happy to help with anything about your order, our pieces or our workshops.',
  contactUs: 'Contact Us',
} as const;

/** The four FAQ groups, in the order the page shows them. */
export const FAQ_CATEGORIES = ['Orders & Payment', 'Shipping & Returns', 'Products & Care', 'Workshops'] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/**
 * Answers are HTML, rendered as they are: a test holds each to be what the sanitiser leaves of it
 * (sanitize-html.ts, decision 067). Figures follow SPEC section 9.
 */
export const FAQ_ENTRIES = [
  {
    id: 'payment-methods',
    category: 'Orders & Payment',
    question: 'Which payment methods do you accept?',
    // What the payment gateway is asked to offer (razorpay-gateway.ts): cards and UPI, nothing else.
    answer: `<p>We accept debit and credit cards and UPI: choose <strong>${CARD_OR_UPI}</strong> at checkout and pay on our secure payment partner's page. Signed-in customers can also choose <strong>Cash on Delivery</strong> with Quick Order from the cart.</p>`,
  },
  {
    id: 'order-processing',
    category: 'Orders & Payment',
    question: 'How long does it take to process my order?',
    answer: `<p>Orders are processed within <strong>${DISPATCH_WITHIN}</strong> after payment is confirmed. Custom orders take <strong>4-6 weeks</strong>, as each piece is made for you.</p>`,
  },
  {
    id: 'track-order',
    category: 'Orders & Payment',
    question: 'Where can I see my orders?',
    answer:
      '<p>Sign in and open <a href="/orders">My Orders</a> to see every order, its status and its items. You can cancel an order there until it has shipped.</p>',
  },
  {
    id: 'shipping-time',
    category: 'Shipping & Returns',
    question: 'How long does delivery take?',
    answer:
      '<p>Standard shipping takes 5-7 business days and is free on orders above Rs. 1,500 (Rs. 150 otherwise). Express shipping costs Rs. 300 and takes 2-3 business days. Same-day delivery is available in Mumbai only for Rs. 450 on orders placed before 12 PM. Peak seasons may add 1-2 days.</p>',
  },
  {
    id: 'ship-abroad',
    category: 'Shipping & Returns',
    question: 'Do you ship outside India?',
    answer: '<p>Not at the moment: we ship within India only.</p>',
  },
  {
    id: 'returns',
    category: 'Shipping & Returns',
    question: 'What is your return policy?',
    answer:
      '<p>You can return unused items in their original packaging within <strong>7 days of delivery</strong>. Custom orders, workshop fees, sale items and items damaged by customer negligence cannot be returned. See <a href="/shipping">Shipping &amp; Returns</a> for the details.</p>',
  },
  {
    id: 'damaged',
    category: 'Shipping & Returns',
    question: 'My piece arrived damaged. What should I do?',
    answer:
      '<p>We are sorry! Please report the damage within <strong>48 hours</strong> of delivery with photos of the piece and the packaging through our <a href="/contact">contact page</a>, and we will arrange a replacement or a refund.</p>',
  },
  {
    id: 'food-safe',
    category: 'Products & Care',
    question: 'Are your ceramics food safe?',
    answer:
      '<p>Yes. Our tableware is finished with lead-free, food-safe glazes and high-fired, so it is safe for everyday eating and drinking.</p>',
  },
  {
    id: 'dishwasher',
    category: 'Products & Care',
    question: 'Can I use your pieces in the microwave or dishwasher?',
    answer:
      '<p>Most stoneware and porcelain pieces are microwave and dishwasher safe. Hand washing keeps glazes at their best. Terracotta and pieces with metallic lustre should be washed by hand and kept out of the microwave. Not sure about a piece? Ask us through our <a href="/contact">contact page</a> before you buy.</p>',
  },
  {
    id: 'variations',
    category: 'Products & Care',
    question: 'Will my piece look exactly like the photo?',
    answer:
      '<p>Every piece is handmade, so expect small variations in colour, glaze and size. They are what makes each piece one of a kind.</p>',
  },
  {
    id: 'workshop-experience',
    category: 'Workshops',
    question: 'Do I need any experience to join a workshop?',
    answer:
      '<p>No. Our beginner workshops assume no experience, and all materials are included. Browse the <a href="/workshops">upcoming workshops</a> to find one that suits you.</p>',
  },
  {
    id: 'workshop-cancel',
    category: 'Workshops',
    question: 'Can I cancel a workshop booking?',
    answer:
      '<p>Yes. Cancel <strong>7 or more days</strong> before the workshop for a full refund, or <strong>3-6 days</strong> before for a 50% refund. Cancellations less than 3 days before the workshop are not refunded.</p>',
  },
  {
    id: 'workshop-pieces',
    category: 'Workshops',
    question: 'Can I take home what I make?',
    answer:
      '<p>Yes. We dry, glaze and fire your pieces after the workshop and let you know when they are ready to collect from the studio, usually within three weeks.</p>',
  },
] as const satisfies readonly (FaqEntry & { category: FaqCategory })[];

export type FaqId = (typeof FAQ_ENTRIES)[number]['id'];
