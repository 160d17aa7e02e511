#!/usr/bin/env bash
# Renders the video showcase's demo clip and its poster with ffmpeg (Debian's ffmpeg has
# libx264, libwebp and drawtext). The outputs are committed under public/videos/; run this again
# only to change the clip:  bash scripts/render-demo-video.sh
# The clip is silent, 6 s, 640x360, H.264 with +faststart so playback starts before it is fully
# downloaded. FONT overrides the font file used for the captions.
set -euo pipefail

out_dir="$(cd "$(dirname "$0")/.." && pwd)/public/videos"
font="${FONT:-$(fc-match -f '%{file}' 'DejaVu Sans:bold')}"
mkdir -p "$out_dir"

duration=6
# Caption helper: text, size, x, y, colour, appear-at (s).
caption() {
  printf "drawtext=fontfile='%s':text='%s':fontsize=%s:x=%s:y=%s:fontcolor=%s:alpha='min(1,max(0,(t-%s)*2))'" \
    "$font" "$1" "$2" "$3" "$4" "$5" "$6"
}

# A mock CRM pipeline: three stage bars fill up while a deals counter climbs.
filters=(
  "$(caption 'AI-driven CRM' 40 40 32 white 0)"
  "$(caption 'Process management on mobile' 20 40 82 0xc7d2fe 0.3)"
  "drawbox=x=40:y=140:w=560:h=170:color=0x0b1020@0.55:t=fill"
  "$(caption 'Leads' 18 60 158 0xe0e7ff 0.6)"
  "drawbox=x=180:y=160:w='min(400,(t-0.6)*220)':h=18:color=0x818cf8:t=fill:enable='gte(t,0.6)'"
  "$(caption 'Qualified' 18 60 208 0xe0e7ff 1.2)"
  "drawbox=x=180:y=210:w='min(290,(t-1.2)*160)':h=18:color=0x2dd4bf:t=fill:enable='gte(t,1.2)'"
  "$(caption 'Won' 18 60 258 0xe0e7ff 1.8)"
  "drawbox=x=180:y=260:w='min(170,(t-1.8)*100)':h=18:color=0xfbbf24:t=fill:enable='gte(t,1.8)'"
  "drawtext=fontfile='$font':text='Deals closed %{eif\:min(42\,floor(t*10))\:d}':fontsize=22:x=w-tw-40:y=40:fontcolor=white"
  "drawtext=fontfile='$font':text='AI suggests the next best action':fontsize=16:x=40:y=h-36:fontcolor=0xfde68a:alpha='min(1,max(0,(t-3)*2))'"
  "fade=t=in:st=0:d=0.4"
  "fade=t=out:st=$((duration - 1)).5:d=0.5"
  "format=yuv420p"
)
filter_chain="$(IFS=,; echo "${filters[*]}")"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=640x360:c0=0x1e1b4b:c1=0x134e4a:x0=0:y0=0:x1=640:y1=360:speed=0.01:duration=${duration}:rate=25" \
  -vf "$filter_chain" \
  -c:v libx264 -preset slow -crf 30 -profile:v main -movflags +faststart -an \
  "$out_dir/ai-crm-demo.mp4"

# Poster: a frame once the bars have filled, as WebP (small, supported by every current browser).
ffmpeg -hide_banner -loglevel error -y -ss 4.5 -i "$out_dir/ai-crm-demo.mp4" -frames:v 1 \
  -c:v libwebp -quality 80 "$out_dir/ai-crm-demo-poster.webp"

# Portrait poster for the 9:16 card on a phone held upright (spec: cards are 9:16 there). The
# same final frame, laid out for the tall shape instead of cropping the 16:9 one.
still() {
  printf "drawtext=fontfile='%s':text='%s':fontsize=%s:x=%s:y=%s:fontcolor=%s" "$font" "$1" "$2" "$3" "$4" "$5"
}
portrait=(
  "$(still 'AI-driven CRM' 46 44 96 white)"
  "$(still 'Process management on mobile' 25 44 160 0xc7d2fe)"
  "$(still 'Deals closed 42' 30 44 236 white)"
  "drawbox=x=44:y=316:w=452:h=372:color=0x0b1020@0.55:t=fill"
  "$(still 'Leads' 22 72 344 0xe0e7ff)"
  "drawbox=x=72:y=382:w=396:h=22:color=0x818cf8:t=fill"
  "$(still 'Qualified' 22 72 458 0xe0e7ff)"
  "drawbox=x=72:y=496:w=287:h=22:color=0x2dd4bf:t=fill"
  "$(still 'Won' 22 72 572 0xe0e7ff)"
  "drawbox=x=72:y=610:w=168:h=22:color=0xfbbf24:t=fill"
  "$(still 'AI suggests the next' 24 44 780 0xfde68a)"
  "$(still 'best action' 24 44 816 0xfde68a)"
)
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=540x960:c0=0x1e1b4b:c1=0x134e4a:x0=0:y0=0:x1=540:y1=960:duration=1:rate=1" \
  -vf "$(IFS=,; echo "${portrait[*]}")" -frames:v 1 \
  -c:v libwebp -quality 80 "$out_dir/ai-crm-demo-poster-portrait.webp"

# Captions: the clip has no sound, so they say what appears on screen (and satisfy players and
# checkers that expect a captions track).
cat > "$out_dir/ai-crm-demo.en.vtt" <<'VTT'
WEBVTT

00:00.000 --> 00:02.000
[No audio] AI-driven CRM: process management on mobile.

00:02.000 --> 00:04.000
Leads, qualified and won deals fill the pipeline as the deals counter climbs.

00:04.000 --> 00:06.000
The AI suggests the next best action for each deal.
VTT

ls -l "$out_dir"
