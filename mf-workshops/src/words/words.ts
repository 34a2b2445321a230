import { useRemoteWords } from '@mitti/shared/remote-words';

/**
 * The workshops' words (decision 105): each English text its components show, as they write it. Only the type is
 * bundled: an English page carries its texts as JSX did. The Hindi catalog (hi.ts) has a text for each, or this
 * app's type check, and so its build, fails; and a component can only ask for a text listed here.
 */
export type WorkshopsText =
  | 'Workshops'
  | 'Hands-on pottery workshops by Mitti Studio: wheel throwing, hand-building, glazing and raku firing in small groups, materials and firing included.'
  | 'Pottery Workshops'
  | 'Get your hands in the clay. Our small-group workshops are led by working potters, run at an unhurried pace and suit complete beginners as well as makers who want to go further with the wheel, hand-building, glazing or firing.'
  | 'Get your hands in the clay. Our small-group workshops, held in {towns} (each class says where), are led by working potters, run at an unhurried pace and suit complete beginners as well as makers who want to go further with the wheel, hand-building, glazing or firing.'
  | 'Every seat includes clay, tools, aprons, glazes and firing, plus chai between sessions. Pieces you want to keep are fired in our kilns and ready to collect about three weeks later.'
  | '{first} and {last}'
  | 'Workshop highlights'
  | 'Loading workshops...'
  | 'No workshops available'
  | 'Upcoming workshops'
  | 'Failed to load workshops. Please try again.'
  | 'Date'
  | 'Place'
  | 'Seats'
  | 'Price'
  | 'View Details'
  | ' of {name} (fully booked)'
  | 'Register Now'
  | ' for {name}'
  | '{name} — photo {n}'
  | 'Fully booked'
  | '1 slot available'
  | '{n} slots available'
  | '1 minute'
  | '{n} minutes'
  | 'Instructor'
  | 'Time'
  | 'Duration'
  | 'Location'
  | 'Slots'
  | 'Loading workshop'
  | 'Loading workshop...'
  | 'Workshop not found'
  | 'Failed to load workshop details'
  | 'This workshop is not on our calendar. It may have finished or been moved.'
  | '← Back to Workshops'
  | 'Previous photo'
  | 'Next photo'
  | 'Workshop photos'
  | 'Show photo {n}'
  | "What You'll Learn"
  | 'Workshop Content'
  | 'Materials Included'
  | 'Requirements'
  | 'Book Now'
  | 'Please sign in to book a workshop'
  | 'No slots available for this workshop'
  | '{n} of {count}'
  | 'Previous slide'
  | 'Next slide'
  | 'Show slide {n} of {count}'
  | 'Play slideshow'
  | 'Pause slideshow';

/** The workshops' Hindi catalog, its own chunk (`workshops-hindi`), fetched by a Hindi page only. */
export const loadHindi = () => import(/* webpackChunkName: "workshops-hindi" */ './hi');

/** The workshops' words on the page: `const t = useWords()`, then `t('Book Now')`. */
export const useWords = () => useRemoteWords<WorkshopsText>(loadHindi);
