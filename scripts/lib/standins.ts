/**
 * Stand-ins for the official images the Dockerfile and docker-compose.yml name (node, postgres,
 * redis, nginx, and the monitoring profile's prometheus and nginx-prometheus-exporter), for a
 * machine that reaches no image registry but does reach Debian's archive and npm: each is the
 * Debian release the official image is built on where Debian has that version (trixie for
 * node:24-trixie-slim and PostgreSQL 17, bookworm for Redis 7), and otherwise the newest Debian
 * packages (trixie's nginx 1.26: the stable branch compose runs, 1.30, is in no Debian release
 * here; trixie's Prometheus 2.53 and nginx exporter), built with `debootstrap --variant=minbase`,
 * given what the official image documents (the `node` user, POSTGRES_USER/POSTGRES_PASSWORD/
 * POSTGRES_DB and /docker-entrypoint-initdb.d, redis-server reachable from other containers,
 * nginx, Prometheus's /bin/prometheus and /prometheus), imported with
 * `podman import`. Built once and kept: an image whose label carries this file's recipe version is
 * not rebuilt. Only scripts/container-test.ts uses it.
 *
 * A stand-in is named as what it is, under STANDIN_REPOSITORY (`localhost/citaya-test/…`), never
 * under an official name: on a host that ran the test, a later `docker compose build` or `up`
 * would otherwise take the Debian stand-in for the official image without a word. The test maps
 * them onto compose's services in its override file and passes the Node one to the Dockerfile as
 * its base-image build argument; stand-ins an older recipe tagged with official names lose those
 * names here (tests/unit/standins.test.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  chmodSync,
  chownSync,
} from 'node:fs'
import path from 'node:path'

/**
 * Bumped when the way stand-ins are built changes; a stand-in's own recipe (its suite, packages,
 * preparation and image settings) is hashed into its label too, so changing one stand-in rebuilds
 * only that one.
 */
const RECIPE = '4'
const LABEL = 'org.citaya.standin'

/** Where every stand-in lives: a local name no registry serves and no official image has. */
export const STANDIN_REPOSITORY = 'localhost/citaya-test'

type Tools = { root: string; cacheDir: string; log(line: string): void }

type Standin = {
  /** The official image it stands in for, as the Dockerfile or docker-compose.yml names it. */
  standsFor: string
  /** Its own name and tag under STANDIN_REPOSITORY. */
  name: string
  /** The Debian release (the one whose packages give the official image's versions). */
  suite: 'bookworm' | 'trixie'
  /** Debian packages on top of minbase. */
  packages: string[]
  /** Files added to the root file system before import. */
  prepare(rootfs: string, tools: Tools): void
  /** `podman import --change` instructions. */
  changes: string[]
}

function sh(command: string, args: string[], options: { nice?: boolean } = {}): void {
  const [file, argv] = options.nice ? ['nice', ['-n', '15', command, ...args]] : [command, args]
  const result = spawnSync(file, argv, { stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`)
}

function write(file: string, text: string, mode = 0o644): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  chmodSync(file, mode)
}

/** Adds a system user and group as the official images have them. */
function addUser(rootfs: string, name: string, id: number, home: string): void {
  const passwd = path.join(rootfs, 'etc/passwd')
  if (
    readFileSync(passwd, 'utf8')
      .split('\n')
      .some((line) => line.startsWith(`${name}:`))
  )
    return
  writeFileSync(passwd, `${readFileSync(passwd, 'utf8')}${name}:x:${id}:${id}::${home}:/bin/sh\n`)
  const group = path.join(rootfs, 'etc/group')
  writeFileSync(group, `${readFileSync(group, 'utf8')}${name}:x:${id}:\n`)
  mkdirSync(path.join(rootfs, home), { recursive: true })
  execFileSync('chown', [`${id}:${id}`, path.join(rootfs, home)])
}

/** npm's own package folder: the npm running this script, or the machine's. */
function npmPackageDir(): string {
  const candidates = [
    process.env.npm_execpath ? path.resolve(path.dirname(process.env.npm_execpath), '..') : '',
    '/usr/lib/node_modules/npm',
    '/usr/local/lib/node_modules/npm',
  ]
  for (const dir of candidates) {
    try {
      if (dir && (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string }).name === 'npm')
        return dir
    } catch {
      // not there
    }
  }
  throw new Error('npm is not installed on this machine (its package folder was not found).')
}

/**
 * The Node 24 binary of the devDependency "node": its install script puts the platform package's
 * binary at node_modules/node/bin/node (the platform package itself stays beside it only on some
 * installs), which every npm script of the project runs on.
 */
const nodeBinary = (root: string) => path.join(root, 'node_modules', 'node', 'bin', 'node')

const STANDINS: Standin[] = [
  {
    standsFor: 'node:24-trixie-slim',
    name: 'node:24-trixie-slim',
    suite: 'trixie',
    packages: [],
    prepare(rootfs, { root }) {
      // Node 24 from the npm package the project already installs (devDependency "node").
      const binary = nodeBinary(root)
      if (!existsSync(binary) || statSync(binary).size < 1e6)
        throw new Error(`${binary} is missing or not Node's binary: run npm install first (devDependency "node").`)
      cpSync(binary, path.join(rootfs, 'usr/local/bin/node'))
      // npm: this machine's own, as a global module.
      cpSync(npmPackageDir(), path.join(rootfs, 'usr/local/lib/node_modules/npm'), { recursive: true })
      for (const name of ['npm', 'npx'])
        symlinkSync(`../lib/node_modules/npm/bin/${name}-cli.js`, path.join(rootfs, `usr/local/bin/${name}`))
      // Outbound TLS here goes through an intercepting proxy: its CA must be trusted by npm and node.
      cpSync('/etc/ssl/certs/ca-certificates.crt', path.join(rootfs, 'etc/ssl/certs/ca-certificates.crt'))
      write(
        path.join(rootfs, 'usr/local/etc/npmrc'),
        'cafile=/etc/ssl/certs/ca-certificates.crt\nfund=false\naudit=false\nupdate-notifier=false\n',
      )
      addUser(rootfs, 'node', 1000, '/home/node')
      // This machine's apt settings (its archive is a dated snapshot: no Valid-Until check), so a
      // Dockerfile's apt-get works in the stand-in as it does in the official image.
      for (const name of readdirSync('/etc/apt/apt.conf.d'))
        if (name.startsWith('99'))
          cpSync(path.join('/etc/apt/apt.conf.d', name), path.join(rootfs, 'etc/apt/apt.conf.d', name))
    },
    changes: [
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
      'CMD ["node"]',
    ],
  },
  {
    standsFor: 'postgres:17',
    name: 'postgres:17-trixie',
    suite: 'trixie',
    // Debian trixie's PostgreSQL 17, server and client tools (pg_isready, psql, pg_dump) of one
    // version, installed where the official image has them (/usr/lib/postgresql/17/bin).
    packages: ['postgresql-17', 'postgresql-client-17', 'locales-all'],
    prepare(rootfs) {
      // The Debian package makes a cluster of its own (/var/lib/postgresql/17/main) when installed;
      // the official image has none: the entrypoint makes one in PGDATA.
      for (const dir of ['var/lib/postgresql/17', 'etc/postgresql/17'])
        rmSync(path.join(rootfs, dir), { recursive: true, force: true })
      addUser(rootfs, 'postgres', 999, '/var/lib/postgresql')
      write(
        path.join(rootfs, 'usr/local/bin/docker-entrypoint.sh'),
        `#!/bin/sh
# Stand-in for the official postgres image's entrypoint: the documented variables and
# /docker-entrypoint-initdb.d (*.sh, *.sql) on an empty data directory, then the server.
set -e
export PATH=/usr/lib/postgresql/17/bin:$PATH
export PGDATA="\${PGDATA:-/var/lib/postgresql/data}"
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  user="\${POSTGRES_USER:-postgres}"
  : "\${POSTGRES_PASSWORD:?the postgres image needs POSTGRES_PASSWORD}"
  printf '%s\\n' "$POSTGRES_PASSWORD" > /tmp/pwfile
  initdb -D "$PGDATA" -U "$user" --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
  rm -f /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -k /var/run/postgresql" -w start >/dev/null
  db="\${POSTGRES_DB:-$user}"
  if [ "$db" != postgres ]; then psql -h /var/run/postgresql -U "$user" -d postgres -v ON_ERROR_STOP=1 -c "CREATE DATABASE \\"$db\\"" >/dev/null; fi
  for f in /docker-entrypoint-initdb.d/*; do
    case "$f" in
      *.sh) . "$f" ;;
      *.sql) psql -h /var/run/postgresql -U "$user" -d "$db" -v ON_ERROR_STOP=1 -f "$f" ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "PostgreSQL init process complete; ready for start up."
fi
exec "$@" -c listen_addresses='*' -k /var/run/postgresql
`,
        0o755,
      )
      mkdirSync(path.join(rootfs, 'docker-entrypoint-initdb.d'), { recursive: true })
    },
    changes: [
      'ENV PATH=/usr/lib/postgresql/17/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      'ENV PGDATA=/var/lib/postgresql/data',
      'ENV PG_MAJOR=17',
      'VOLUME /var/lib/postgresql/data',
      'ENTRYPOINT ["docker-entrypoint.sh"]',
      'CMD ["postgres"]',
      'STOPSIGNAL SIGINT',
    ],
  },
  {
    standsFor: 'redis:7',
    name: 'redis:7-bookworm',
    suite: 'bookworm',
    packages: ['redis-server', 'redis-tools'],
    prepare(rootfs) {
      write(
        path.join(rootfs, 'usr/local/bin/docker-entrypoint.sh'),
        `#!/bin/sh
# Stand-in for the official redis image's entrypoint: without a configuration file, reachable
# from the other containers (protected mode off), as the official image does.
set -e
if [ "$1" = redis-server ]; then shift; exec redis-server --protected-mode no "$@"; fi
exec "$@"
`,
        0o755,
      )
    },
    changes: ['ENTRYPOINT ["docker-entrypoint.sh"]', 'CMD ["redis-server"]'],
  },
  {
    standsFor: 'nginx:1.30',
    name: 'nginx:debian-trixie',
    suite: 'trixie',
    // njs: the official image ships nginx's JavaScript module, which the front's configuration loads.
    packages: ['nginx', 'libnginx-mod-http-js', 'curl'],
    prepare(rootfs) {
      mkdirSync(path.join(rootfs, 'var/cache/nginx'), { recursive: true })
    },
    changes: ['CMD ["nginx", "-g", "daemon off;"]', 'STOPSIGNAL SIGQUIT'],
  },
  {
    standsFor: 'prom/prometheus:v3.5.0',
    name: 'prometheus:debian-trixie',
    suite: 'trixie',
    // Debian's Prometheus 2.53: the project's configuration and rules use nothing 3.x changed.
    packages: ['prometheus'],
    prepare(rootfs) {
      // The official image's layout: the binary at /bin/prometheus (merged /usr here), its
      // database in /prometheus, written by nobody.
      mkdirSync(path.join(rootfs, 'prometheus'), { recursive: true })
      chownSync(path.join(rootfs, 'prometheus'), 65534, 65534)
    },
    changes: [
      'USER nobody',
      'WORKDIR /prometheus',
      'ENTRYPOINT ["/bin/prometheus"]',
      'CMD ["--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/prometheus"]',
    ],
  },
  {
    standsFor: 'nginx/nginx-prometheus-exporter:1.4.2',
    name: 'nginx-prometheus-exporter:debian-trixie',
    suite: 'trixie',
    packages: ['prometheus-nginx-exporter'],
    prepare(rootfs) {
      // The official image's command name; Debian names the binary the other way round.
      symlinkSync('prometheus-nginx-exporter', path.join(rootfs, 'usr/bin/nginx-prometheus-exporter'))
    },
    changes: ['USER nobody', 'ENTRYPOINT ["/usr/bin/nginx-prometheus-exporter"]'],
  },
]

/** The stand-in's full image name (`localhost/citaya-test/nginx:debian-trixie`). */
const imageOf = (standin: Standin) => `${STANDIN_REPOSITORY}/${standin.name}`

/** Each official image the project names, and the stand-in the test runs in its place. */
export function standinImages(): Record<string, string> {
  return Object.fromEntries(STANDINS.map((standin) => [standin.standsFor, imageOf(standin)]))
}

function recipeOf(standin: (typeof STANDINS)[number]): string {
  const parts = [RECIPE, standin.suite, standin.packages.join(','), standin.changes.join('\n'), String(standin.prepare)]
  return `${RECIPE}-${createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 12)}`
}

function imageHasRecipe(image: string, recipe: string): boolean {
  const result = spawnSync('podman', ['image', 'inspect', '--format', `{{index .Labels "${LABEL}"}}`, image], {
    encoding: 'utf8',
  })
  return result.status === 0 && result.stdout.trim() === recipe
}

/**
 * Takes every name outside STANDIN_REPOSITORY off the images this file built (earlier recipes
 * tagged them `node:24-trixie-slim`, `docker.io/library/postgres:17`…). Returns the names removed.
 */
export function untagOfficialNames(): string[] {
  const listed = spawnSync('podman', ['images', '--filter', `label=${LABEL}`, '--format', '{{.Repository}}:{{.Tag}}'], {
    encoding: 'utf8',
  })
  if (listed.status !== 0) return []
  const foreign = listed.stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((name) => name && !name.startsWith(`${STANDIN_REPOSITORY}/`) && !name.includes('<none>'))
  for (const name of foreign) sh('podman', ['untag', name, name])
  return foreign
}

/** Builds every stand-in that is missing (or of an older recipe); returns the seconds spent. */
export function ensureStandins(tools: Tools): number {
  const started = Date.now()
  const untagged = untagOfficialNames()
  if (untagged.length) tools.log(`Stand-ins: official names taken off (${untagged.join(', ')})`)
  for (const suite of ['bookworm', 'trixie']) mkdirSync(path.join(tools.cacheDir, 'debs', suite), { recursive: true })
  for (const standin of STANDINS) {
    const image = imageOf(standin)
    const recipe = recipeOf(standin)
    if (imageHasRecipe(image, recipe)) continue
    tools.log(
      `Stand-in ${image} for ${standin.standsFor}: debootstrap --variant=minbase ${standin.suite} (once; kept afterwards)`,
    )
    const rootfs = path.join(tools.cacheDir, standin.name.replace(/[:/]/g, '_'))
    rmSync(rootfs, { recursive: true, force: true })
    const include = standin.packages.length ? [`--include=${standin.packages.join(',')}`] : []
    sh(
      'debootstrap',
      [
        '--variant=minbase',
        ...include,
        `--cache-dir=${path.join(tools.cacheDir, 'debs', standin.suite)}`,
        standin.suite,
        rootfs,
        'http://deb.debian.org/debian',
      ],
      { nice: true },
    )
    // What the official slim images leave out too.
    for (const dir of ['var/lib/apt/lists', 'var/cache/apt', 'usr/share/doc', 'usr/share/man', 'usr/share/info'])
      rmSync(path.join(rootfs, dir), { recursive: true, force: true })
    standin.prepare(rootfs, tools)
    const changes = [...standin.changes, `LABEL ${LABEL}=${recipe}`].flatMap((change) => ['--change', change])
    const tar = spawnSync(
      'sh',
      [
        '-c',
        `tar -C '${rootfs}' -c . | podman import ${changes.map((c) => `'${c.replace(/'/g, "'\\''")}'`).join(' ')} - '${image}'`,
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    if (tar.status !== 0) throw new Error(`podman import of ${image} failed`)
    rmSync(rootfs, { recursive: true, force: true })
    tools.log(`Stand-in ${image}: built`)
  }
  return (Date.now() - started) / 1000
}
