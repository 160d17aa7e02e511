/**
 * The standard deployment, started for a test: the production build behind Debian's nginx
 * terminating TLS with a throwaway CA and certificate made here. The nginx configuration is the
 * block the README's "Deploying" section shows, with only its ports, host name and certificate
 * paths replaced, so the test proves what the README tells operators to run.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const nginxBinary = "/usr/sbin/nginx";
const root = path.resolve(import.meta.dirname, "../..");

export interface TlsDeployment {
  /** What the browser opens, e.g. https://localhost:41234. */
  httpsOrigin: string;
  /** nginx's plain-http listener (it redirects to HTTPS). */
  httpOrigin: string;
  /** The app server behind the proxy, on loopback (for checks that need no TLS). */
  appOrigin: string;
  /** The site's SQLite file, to read what was stored. */
  databaseFile: string;
  /** base64 SHA-256 of the certificate's public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spkiHash: string;
  stop(): Promise<void>;
}

/** The ```nginx block of the README's "Deploying" section. */
function readmeProxyConfig(): string {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const deploying = readme.slice(readme.indexOf("## Deploying"));
  const match = /```nginx\n([\s\S]*?)```/.exec(deploying);
  if (!match?.[1]) throw new Error("README.md: no ```nginx block under ## Deploying");
  return match[1];
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const replaced = text.replace(from, to);
  if (replaced === text) throw new Error(`README nginx block no longer contains ${String(from)}`);
  return replaced;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on ${port}: ${output()}`);
}

/** A CA, and a certificate it signed for localhost and 127.0.0.1; all valid for one day. */
function makeCertificates(dir: string) {
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=Throwaway test CA",
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.pem"),
  );
  openssl(
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-subj",
    "/CN=localhost",
    "-keyout",
    file("site.key"),
    "-out",
    file("site.csr"),
  );
  writeFileSync(
    file("site.ext"),
    "subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n",
  );
  openssl(
    "x509",
    "-req",
    "-in",
    file("site.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "1",
    "-extfile",
    file("site.ext"),
    "-out",
    file("site.pem"),
  );
  // nginx sends the chain: the certificate, then the CA that signed it.
  writeFileSync(
    file("chain.pem"),
    readFileSync(file("site.pem"), "utf8") + readFileSync(file("ca.pem"), "utf8"),
  );
  const publicKey = openssl("x509", "-in", file("site.pem"), "-pubkey", "-noout");
  const der = execFileSync("openssl", ["pkey", "-pubin", "-outform", "der"], { input: publicKey });
  const spkiHash = execFileSync("openssl", ["dgst", "-sha256", "-binary"], { input: der }).toString(
    "base64",
  );
  return { chain: file("chain.pem"), key: file("site.key"), spkiHash };
}

/**
 * `checkout` and `node` serve another checkout's build the same way (the Lighthouse bench's
 * before/after as deployed, `--tls --baseline=…`); the proxy configuration is always this
 * README's.
 */
export async function startTlsDeployment(
  appEnv: Record<string, string> = {},
  { checkout = root, node = process.execPath }: { checkout?: string; node?: string } = {},
): Promise<TlsDeployment> {
  if (!existsSync(nginxBinary)) {
    throw new Error(`${nginxBinary} is missing: apt-get install nginx (.ci/run does)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "tls-deploy-"));
  const certificates = makeCertificates(dir);
  const [appPort, httpsPort, httpPort] = [await freePort(), await freePort(), await freePort()];
  const databaseFile = path.join(dir, "site.db");

  let appOutput = "";
  const app = spawn(node, ["build/server.js"], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(appPort),
      DATABASE_URL: `file:${databaseFile}`,
      TRUST_PROXY: "on",
      HSTS: "on",
      LEADS_SECRET: "tls-proxy-test-secret-not-for-production",
      ACCESS_LOG: "off",
      ...appEnv,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  app.stderr?.on("data", (chunk: Buffer) => (appOutput = (appOutput + chunk).slice(-4000)));

  let site = readmeProxyConfig();
  site = replaceOnce(site, "server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`);
  site = replaceOnce(site, /listen 80;/, `listen 127.0.0.1:${httpPort};`);
  site = replaceOnce(site, /listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`);
  site = replaceOnce(site, /server_name www\.example\.com;/g, "server_name localhost;");
  site = replaceOnce(site, /ssl_certificate\s+\S+;/, `ssl_certificate ${certificates.chain};`);
  site = replaceOnce(
    site,
    /ssl_certificate_key\s+\S+;/,
    `ssl_certificate_key ${certificates.key};`,
  );
  // One foreground process with every path in the temporary directory: no root, no /var.
  const conf = `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  let nginxOutput = "";
  const nginx = spawn(nginxBinary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  nginx.stderr?.on("data", (chunk: Buffer) => (nginxOutput += chunk));

  const stopChild = async (child: ChildProcess, signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  };
  try {
    await waitForPort(appPort, app, () => appOutput);
    await waitForPort(httpsPort, nginx, () => nginxOutput);
  } catch (error) {
    await Promise.all([stopChild(nginx, "SIGQUIT"), stopChild(app, "SIGTERM")]);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    httpsOrigin: `https://localhost:${httpsPort}`,
    httpOrigin: `http://localhost:${httpPort}`,
    appOrigin: `http://127.0.0.1:${appPort}`,
    databaseFile,
    spkiHash: certificates.spkiHash,
    async stop() {
      await Promise.all([stopChild(nginx, "SIGQUIT"), stopChild(app, "SIGTERM")]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
