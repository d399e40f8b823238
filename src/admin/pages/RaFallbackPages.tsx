/**
 * react-admin's own error screens, in a module of their own: App.tsx loads it only when one is
 * shown, so the sign-in page does not carry them (nor the layout parts they share).
 */
export { AuthenticationError, Error as ErrorPage } from 'react-admin';
