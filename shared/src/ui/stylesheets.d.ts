/** A stylesheet imported for its effect (style-loader puts it on the page); it exports nothing. */
declare module 'react-toastify/dist/ReactToastify.css';
