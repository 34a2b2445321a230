/**
 * The account's words (decision 105): each English text its components show, as they write it. Only the type is
 * bundled: an English page carries its texts as JSX did. The Hindi catalog (hi.ts) has a text for each, or this
 * app's type check, and so its build, fails; and a component can only ask for a text listed here.
 */
export type AccountText = AccountPageText | OrdersText | StatusText | ReviewText | WishlistText;

/**
 * `@mitti/shared`'s copy these pages show, as its English is written there (the password policy, a review's rules,
 * a field's length): catalog.test.ts holds each to hi.ts.
 */
type SharedCopyText =
  | 'Password does not meet security requirements'
  | 'User profile update not available'
  | '{field} can be at most {limit} characters (this one has {length}).'
  | 'Please choose a rating from 1 to 5 stars.'
  | 'Please write at least 10 characters about the piece.'
  | 'A review can be at most 2000 characters.'
  | 'The title can be at most 100 characters.';

/** /account: its tabs, the personal information with the e-mail, the password, and Logout. */
type AccountPageText =
  | SharedCopyText
  | 'My Account'
  | 'Your Mitti Studio profile and password.'
  | 'Account settings'
  | 'Personal Info'
  | 'Password'
  | 'Logging out...'
  | 'Logout'
  | 'Failed to sign out. Please try again.'
  | 'Personal Information'
  | 'Full Name'
  | 'Full Name is required'
  | 'Up to {n} characters.'
  | 'Saving...'
  | 'Save Changes'
  | 'Profile updated successfully.'
  | 'Failed to update profile. Please try again.'
  | 'Failed to update email.'
  | 'Email Address'
  | 'Enter your current password to change your email.'
  | 'Please enter a valid email address.'
  | 'That is already your email address. Nothing was changed.'
  | 'Email updated successfully.'
  | 'We sent a confirmation link to {email}. Your email changes once you follow it.'
  | 'Current Password'
  | 'Updating...'
  | 'Confirm'
  | 'Cancel'
  | 'Edit Email'
  | 'Change Password'
  | 'New Password'
  | 'Confirm New Password'
  | 'Update Password'
  | 'Current password is required'
  | 'New password is required'
  | 'Your new password must be different from your current password'
  | 'Please confirm your new password'
  | 'Passwords do not match'
  | '. '
  | 'Your password has been changed.'
  | 'Failed to change password. Please try again.';

/** /orders: the list, an order's card and details, its notes, and cancelling it. */
type OrdersText =
  | 'My Orders'
  | 'Your Mitti Studio orders and workshop bookings.'
  | 'Please sign in to view your orders'
  | 'Sign In'
  | 'Loading your orders...'
  | 'We could not load your orders. Please try again.'
  | 'Try Again'
  | "You haven't placed any orders yet"
  | 'Start shopping to place your first order.'
  | 'Start Shopping'
  | 'Placed from your guest order when you signed in'
  | 'Order #{reference}'
  | 'Booking #{reference}'
  | 'Placed on {date}'
  | 'Placed on {date} at {time}'
  | 'Total'
  | 'Subtotal'
  | 'Shipping'
  | 'Shipping (Express)'
  | 'Shipping (Same-day)'
  | 'Free'
  | 'Cash on delivery fee'
  | 'Cancellation reason: {reason}'
  | 'Refund: {amount}'
  | 'Refund: being processed'
  | ' ({percent}% of the booking)'
  | 'Pay now'
  | 'Download invoice'
  | 'Preparing invoice...'
  | 'Payment'
  | 'Method'
  | 'Not chosen yet'
  | 'Cash on Delivery'
  | 'Card / UPI'
  | 'Deliver to'
  | 'Phone: {phone}'
  | 'Quantity: {quantity} × {price}'
  | 'Workshop on {date}'
  | 'Instructor: {name}'
  | 'We call you to confirm this order by {until}; its pieces are held for you until then.'
  | 'Your seat is held for you until {until}: pay by then, or it is released.'
  | 'Its pieces are held for you until {until}: pay by then, or they are released.'
  | 'Notes from the studio'
  | 'Cancel Order'
  | 'Cancel Booking'
  | 'Keep Order'
  | 'Keep Booking'
  | 'Cancel order #{reference}?'
  | 'Cancel booking #{reference}?'
  | 'Reason for cancelling'
  | 'Please tell us why you are cancelling.'
  | 'Cancelling...'
  | 'Order #{reference} has been cancelled'
  | 'Booking #{reference} has been cancelled'
  | 'Failed to cancel the order. Please try again.'
  | 'Failed to cancel the booking. Please try again.';

/** An order's status and its payment's, as order-status-display.ts names them. */
export type StatusText =
  | 'Processing'
  | 'Shipped'
  | 'Delivered'
  | 'Cancelled'
  | 'Confirmed'
  | 'Awaiting payment'
  | 'Awaiting confirmation'
  | 'Payment failed'
  | 'Order failed'
  | 'Paid'
  | 'Pending'
  | 'Failed'
  | 'Refund due'
  | 'Refunded'
  | 'Due on delivery';

/** A delivered piece's review: its standing, the button, and the form. */
type ReviewText =
  | '1 star'
  | '{n} stars'
  | 'Your review ({stars}) is waiting for the studio’s approval.'
  | 'Your review ({stars}) is published on the product page.'
  | 'Your review ({stars}) is not shown on the product page.'
  | 'Edit your review of {name}'
  | 'Write a review of {name}'
  | 'Edit review'
  | 'Write a review'
  | 'Review {name}'
  | 'Your rating'
  | 'Title (optional)'
  | 'Your review'
  | '{count} / {max} characters (at least {min})'
  | 'Sending...'
  | 'Update review'
  | 'Submit review'
  | 'Thank you! Your review will appear once the studio approves it.'
  | 'Failed to send your review. Please try again.';

/** /wishlist: the saved pieces, Add to Cart and Remove, and the empty list. */
type WishlistText =
  | 'My Wishlist'
  | 'The Mitti Studio pieces you have saved for later.'
  | 'Loading your wishlist...'
  | 'Your wishlist is empty'
  | "Looks like you haven't saved any favorites yet."
  | 'Continue Shopping'
  | 'Out of Stock'
  | 'Add to Cart'
  | 'Remove'
  | 'Remove {name} from wishlist'
  | '{name} is out of stock'
  | '{name} added to cart'
  | '{name} removed from wishlist';
