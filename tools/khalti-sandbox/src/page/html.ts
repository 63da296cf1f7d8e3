/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

/** HTML that is already safe (built from escaped parts). */
export interface SafeHtml {
  readonly html: string;
}

/** Tagged template: interpolated values are escaped unless they are `SafeHtml` (or arrays of it). */
export function markup(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const part = (value: unknown): string => {
    if (Array.isArray(value)) return value.map(part).join('');
    if (typeof value === 'object' && value !== null && 'html' in value) return (value as SafeHtml).html;
    if (value === undefined || value === null || value === false) return '';
    return escapeHtml(value);
  };
  return {
    html: strings.reduce((out, text, i) => out + text + (i < values.length ? part(values[i]) : ''), ''),
  };
}

const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paisa as Nepalese rupees, grouped the South Asian way: 123456789 -> "Rs. 12,34,567.89". */
export function formatRupees(paisa: number): string {
  return `Rs. ${RUPEES.format(paisa / 100)}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f0f9;color:#1f1630}
header{background:#5c2d91;color:#fff;padding:14px 20px}
header h1{margin:0;font-size:1.15rem;font-weight:600}
header p{margin:2px 0 0;font-size:.85rem;opacity:.85}
main{max-width:440px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 10px rgba(60,20,100,.12);padding:20px 22px;margin-bottom:16px}
h2{margin:0 0 12px;font-size:1.1rem;color:#5c2d91}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 14px;margin:0}
dt{color:#6b5d7d}dd{margin:0;font-weight:500;overflow-wrap:anywhere}
.amount{font-size:1.6rem;font-weight:700;color:#5c2d91}
label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #b9a8cf;border-radius:6px}
input:focus{outline:3px solid #c9b2ea;border-color:#5c2d91}
input[aria-invalid=true]{border-color:#b3261e}
.hint{margin:4px 0 0;font-size:.85rem;color:#6b5d7d}
.error{background:#fdecea;color:#8c1d18;border:1px solid #f3b8b3;border-radius:6px;padding:10px 12px;margin:0 0 8px}
.actions{display:flex;gap:10px;margin-top:20px}
button{flex:1;padding:11px;font-size:1rem;font-weight:600;border-radius:6px;cursor:pointer;border:2px solid #5c2d91}
button.pay{background:#5c2d91;color:#fff}
button.cancel{background:#fff;color:#5c2d91}
button:focus-visible{outline:3px solid #ff2d79;outline-offset:2px}
.creds{font-size:.9rem}.creds code{background:#efe8f7;padding:1px 5px;border-radius:4px}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin-top:12px}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #eee6f5}
a{color:#5c2d91}
`;

/** A whole page with the sandbox header. */
export function layout(title: string, body: SafeHtml): string {
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Khalti sandbox (local stand-in)</title>
<style>${{ html: STYLE }}</style>
</head>
<body>
<header>
<h1>Khalti sandbox (local stand-in)</h1>
<p>Not Khalti: a local imitation of its test payment page. No money moves.</p>
</header>
<main>
${body}
</main>
</body>
</html>
`.html;
}
