/** Leaves the site for the payment gateway; an object so tests can replace it. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
