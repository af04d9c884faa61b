// @ts-check
const path = require('node:path')
const fs = require('node:fs')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const MiniCssExtractPlugin = require('mini-css-extract-plugin')
const CopyWebpackPlugin = require('copy-webpack-plugin')
const { GenerateSW } = require('workbox-webpack-plugin')
const CompressionPlugin = require('compression-webpack-plugin')
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin')
const zlib = require('node:zlib')

const publicDir = path.resolve(__dirname, 'public')
const textFiles = /\.(js|css|html|json|webmanifest|svg)$/
const reactRouterBuilds = path.resolve(__dirname, 'node_modules/react-router/dist')

// Sync talks to CouchDB on the app's own origin (`/couchdb`, README's Deploy section) unless
// the build names another origin here: SYNC_SERVER_ORIGIN=https://couch.example.com
const syncServerOrigin = process.env.SYNC_SERVER_ORIGIN
  ? new URL(process.env.SYNC_SERVER_ORIGIN).origin
  : null

// The production build satisfies this policy (e2e/security.spec.ts checks it); development
// cannot, since style-loader injects <style> elements and the dev server opens a websocket.
// frame-ancestors is ignored in a meta tag: README's Deploy section sends it as a header.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  syncServerOrigin ? `connect-src 'self' ${syncServerOrigin}` : "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

// The entry of a tiny classic script that sets the saved theme on <html> before the first paint
// (src/features/theme/beforePaint.ts). The stylesheet paints the page as soon as it is in, before
// the deferred scripts run; the policy allows no inline script, so this one is a file of its own.
const BEFORE_PAINT = 'theme'

/**
 * Makes the entry `chunkName`'s script a classic one (no `defer`) and puts it first after the
 * head's meta tags, before the deferred scripts and the stylesheet: it runs as soon as it arrives,
 * without waiting for the stylesheet, while the parser's lookahead fetches the rest meanwhile.
 * @param {string} chunkName
 * @returns {import('webpack').WebpackPluginInstance}
 */
function blockingHeadScript(chunkName) {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('blockingHeadScript', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
          'blockingHeadScript',
          (data) => {
            const files = [...(compilation.namedChunks.get(chunkName)?.files ?? [])]
            const srcs = files.map((file) => `${data.publicPath}${file}`)
            const isOurs = (/** @type {import('html-webpack-plugin').HtmlTagObject} */ tag) =>
              tag.tagName === 'script' && srcs.includes(String(tag.attributes.src))
            const ours = data.headTags.filter(isOurs)
            if (ours.length !== 1) throw new Error(`No one <script> for the ${chunkName} entry`)
            ours[0].attributes.defer = false
            const rest = data.headTags.filter((tag) => !isOurs(tag))
            const firstNotMeta = rest.findIndex((tag) => tag.tagName !== 'meta')
            rest.splice(firstNotMeta === -1 ? rest.length : firstNotMeta, 0, ours[0])
            data.headTags = rest
            return data
          },
        )
      })
    },
  }
}

/**
 * @param {Record<string, unknown>} _env
 * @param {{ mode?: 'development' | 'production' | 'none' }} argv
 * @returns {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }}
 */
module.exports = (_env, argv) => {
  const isProd = argv.mode === 'production'
  const styleLoader = isProd ? MiniCssExtractPlugin.loader : 'style-loader'

  // Everything in public/ except index.html (which HtmlWebpackPlugin handles) is copied as-is.
  const hasPublicAssets =
    fs.existsSync(publicDir) && fs.readdirSync(publicDir).some((f) => f !== 'index.html')

  return {
    mode: isProd ? 'production' : 'development',
    entry: {
      main: path.resolve(__dirname, 'src/index.tsx'),
      // Production only: in development style-loader puts the styles in with the app's script,
      // so nothing is painted before startTheme runs (and the dev server would add its client to
      // this entry too).
      ...(isProd
        ? { [BEFORE_PAINT]: path.resolve(__dirname, 'src/features/theme/beforePaint.ts') }
        : {}),
    },
    output: {
      path: path.resolve(__dirname, process.env.DIST_DIR ?? 'dist'),
      filename: isProd ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash].js' : '[name].js',
      assetModuleFilename: isProd ? 'assets/[name].[contenthash][ext]' : 'assets/[name][ext]',
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // React Router's package exports only its development build, whose warnings would ship
        // to every visitor; its production build beside it is the same code without them.
        ...(isProd
          ? {
              'react-router$': path.resolve(reactRouterBuilds, 'production/index.mjs'),
              'react-router/dom$': path.resolve(reactRouterBuilds, 'production/dom-export.mjs'),
            }
          : {}),
        // The charts never animate: nivo's react-spring calls get their final values at once.
        '@react-spring/web$': path.resolve(__dirname, 'src/features/dashboard/stillSprings.ts'),
        // They give their own colours: none of d3's colour schemes is built or shipped.
        'd3-scale-chromatic$': path.resolve(
          __dirname,
          'src/features/dashboard/unbundledSchemes.ts',
        ),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { onlyCompileBundledFiles: true },
          },
        },
        {
          test: /\.module\.css$/,
          use: [
            styleLoader,
            {
              loader: 'css-loader',
              options: {
                importLoaders: 0,
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: isProd ? '[hash:base64:8]' : '[path][name]__[local]',
                },
              },
            },
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [styleLoader, 'css-loader'],
        },
        {
          test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(publicDir, 'index.html'),
        meta: isProd
          ? {
              csp: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
            }
          : {},
      }),
      ...(isProd
        ? [
            blockingHeadScript(BEFORE_PAINT),
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash].css',
              chunkFilename: '[name].[contenthash].css',
            }),
          ]
        : []),
      ...(hasPublicAssets
        ? [
            new CopyWebpackPlugin({
              patterns: [
                {
                  from: publicDir,
                  to: '.',
                  globOptions: { ignore: ['**/index.html'] },
                },
              ],
            }),
          ]
        : []),
      // Last, so it precaches everything the other plugins emitted. Production only: in
      // development a cached app would hide fresh builds.
      ...(isProd
        ? [
            new GenerateSW({
              swDest: 'sw.js',
              sourcemap: false,
              // App routes get index.html offline; paths with a file extension are real files.
              // Workbox tests the path and the query string together: a dot in the query (a
              // history search for "12.50") or in a record's id is no file extension.
              navigateFallback: '/index.html',
              navigateFallbackDenylist: [/^(?!\/edit-transaction\/)[^?]*\/[^/?]+\.[^/?]*(?:\?|$)/],
              // contenthash-named files change name when they change, so need no revision.
              dontCacheBustURLsMatching: /\.[0-9a-f]{16,}\./,
              exclude: [/\.map$/, /\.LICENSE\.txt$/],
              // Everything is precached, charts included, so every screen works offline after one
              // visit. The worker registers only once the first screen is idle (serviceWorker.ts),
              // so this download never competes with it.
              cleanupOutdatedCaches: true,
              clientsClaim: true,
              // A new version waits until the person presses Reload (UpdateBanner), so nothing
              // they typed is lost to a reload they did not ask for.
              skipWaiting: false,
            }),
            // Each text file also as `.br` and `.gz` beside it, compressed once at build time
            // at the highest levels, for hosts that serve them as they are (nginx's gzip_static,
            // scripts/serve-dist.mjs) instead of compressing every response anew: on this
            // 2-core machine that work competed with the page for the same CPU on a cold load.
            // After GenerateSW, so the service worker precaches the files themselves.
            new CompressionPlugin({
              test: textFiles,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              minRatio: 1,
            }),
            new CompressionPlugin({
              test: textFiles,
              filename: '[path][base].gz',
              compressionOptions: { level: 9 },
              minRatio: 1,
            }),
          ]
        : []),
    ],
    optimization: {
      // Terser for the scripts ('...', webpack's default) and cssnano for the styles, which
      // webpack leaves as written, comments and all.
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: {
        cacheGroups: {
          // The packages the entry needs, as a script of their own: a start evaluates the two
          // scripts in about half the time the one bundle took (traces: 24-28 ms against 42-60),
          // and a release that changes only the app's code leaves this one cached.
          vendor: {
            test: /[\\/]node_modules[\\/]/,
            chunks: 'initial',
            name: 'vendor',
            enforce: true,
          },
          // No chunk of what two screens share: each screen's chunk holds all the app code it
          // needs. A shared chunk (the accounts' selectors beside five screens) was one request
          // more at every start, where the copies cost only bytes prefetched later.
          default: false,
          // Packages an async chunk alone uses are split off as webpack does by default (pouchdb
          // from the sync worker's code), but for the report's line: @nivo/line stays in its
          // chunk, not a request of its own beside it.
          defaultVendors: {
            test: /[\\/]node_modules[\\/]/,
            priority: -10,
            reuseExistingChunk: true,
            chunks: (chunk) => chunk.name !== 'report-charts',
          },
          // nivo, d3 and react-spring serve only the charts: one named chunk, so the service
          // worker can leave it out of what the sign-in page downloads. The packages the
          // dashboard's charts use, once, for the reports' line too (which loads beside them),
          // and with them the app's chart helpers both chart chunks use (theme, layout, width);
          // what only the line uses (@nivo/line) stays in its "report-charts" chunk, so the
          // dashboard never downloads it.
          chartsVendor: {
            test: (module, { chunkGraph }) => {
              const names = [...chunkGraph.getModuleChunks(module)].map((chunk) => chunk.name)
              return (
                names.includes('charts') &&
                (/[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '') ||
                  names.includes('report-charts'))
              )
            },
            chunks: (chunk) => chunk.name === 'charts' || chunk.name === 'report-charts',
            name: 'charts-vendor',
            enforce: true,
          },
        },
      },
    },
    devtool: isProd ? false : 'source-map',
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: 3000,
      open: false,
      hot: true,
      historyApiFallback: true,
      // In-memory webpack output (incl. the generated index.html) takes precedence;
      // other public/ files (e.g. favicon.svg) are served from disk.
      static: { directory: publicDir, publicPath: '/', watch: false },
      // The app's sync server address `/couchdb` reaches a local CouchDB-protocol server
      // (`npm run sync-server`), as the README's nginx example does in production.
      proxy: [
        {
          context: ['/couchdb'],
          target: process.env.SYNC_SERVER_URL ?? 'http://127.0.0.1:5984',
          pathRewrite: { '^/couchdb': '' },
        },
      ],
    },
  }
}
