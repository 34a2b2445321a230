/** The API as the server reaches it: IPv4 loopback for `localhost` (Node would try ::1 first, where nothing listens). */
export const serverApiBase = (apiBaseUrl: string): string => apiBaseUrl.replace('//localhost:', '//127.0.0.1:');
