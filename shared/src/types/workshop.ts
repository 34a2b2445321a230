/** A pottery workshop (SPEC section 3). */
export interface Workshop {
  id: string;
  _id?: string;
  name: string;
  description: string;
  /** ISO date, e.g. 2027-01-16. */
  date: string;
  time?: string;
  location: string;
  instructor: string;
  /** Rupees per seat. */
  price: number;
  slotsAvailable: number;
  slotsTotal?: number;
  imageUrl: string;
  imageUrls: string[];
  /** Minutes. */
  duration?: number;
  materials?: string;
  /** The class's own page sections; a section the class has not written is left out of its page. */
  learn?: string[];
  agenda?: string[];
  included?: string[];
  requirements?: string[];
}

export const WORKSHOP_DEFAULTS = { duration: 60, time: '10:00 AM - 1:00 PM' } as const;
