// @ts-check
const path = require('node:path')
const fs = require('node:fs')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const MiniCssExtractPlugin = require('mini-css-extract-plugin')
const CopyWebpackPlugin = require('copy-webpack-plugin')

const publicDir = path.resolve(__dirname, 'public')

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
    entry: path.resolve(__dirname, 'src/index.tsx'),
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
      }),
      ...(isProd
        ? [
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
    ],
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
    },
  }
}
