/**
 * One URL form per page: no trailing slash except "/", no "/index.html". The other forms get a
 * 301 to this one (the query string kept).
 */

/** The canonical form of a path, or null when it already is canonical. */
export function canonicalPath(pathname: string): string | null {
  // Collapse leading slashes first: "//evil.example/" must never become a protocol-relative
  // Location. Backslashes are escaped for the same reason ("/\evil.example" is "//" to browsers).
  let canonical = pathname.replace(/^\/{2,}/, "/");
  if (canonical.endsWith("/index.html")) canonical = canonical.slice(0, -"index.html".length);
  if (canonical.length > 1 && canonical.endsWith("/")) canonical = canonical.replace(/\/+$/, "");
  if (canonical === "") canonical = "/";
  return canonical === pathname ? null : canonical.replace(/\\/g, "%5C");
}
