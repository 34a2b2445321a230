/**
 * The page a shopper gets when the document server itself fails (its build unreadable, an exception while
 * answering): status 500, self-contained (no script, no stylesheet, no image from a server that may be
 * the thing that is down), in the shop's words, as the shell's own boot error (shell/src/bootstrap.tsx).
 */
export const ERROR_PAGE = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mitti Studio is taking a short break</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#faf6f1;color:#3d2b1f;font:16px/1.5 system-ui,sans-serif;text-align:center}
main{max-width:32rem;padding:2rem}
h1{font-size:1.75rem;margin:0 0 .75rem}
a{color:#a0522d}
</style>
</head>
<body>
<main>
<h1>Mitti Studio is taking a short break</h1>
<p>We could not open this page just now. Please reload the page in a moment.</p>
<p><a href="/">Back to the shop</a></p>
</main>
</body>
</html>
`;

/** Headers of the error page: never cached, never framed, nothing to run. */
export const ERROR_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
};
