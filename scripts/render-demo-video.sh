#!/bin/sh
# Renders the Try page's demo video and poster from title cards drawn by ffmpeg (lavfi).
# Needs ffmpeg with libx264 and the DejaVu fonts (Debian: ffmpeg, fonts-dejavu-core).
# Usage: sh scripts/render-demo-video.sh   (writes public/media/clinova-demo.mp4 and poster)
set -eu
out=public/media
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
scene=4.5
fades="fade=t=in:d=0.4:color=0x082625,fade=t=out:st=4.1:d=0.4:color=0x082625"
text() { # text, size, colour, y, font, extra
  printf "drawtext=fontfile=%s:text='%s':fontsize=%s:fontcolor=%s:x=(w-text_w)/2:y=%s%s" \
    "$5" "$1" "$2" "$3" "$4" "${6:-}"
}

ffmpeg -y -loglevel error \
  -f lavfi -i "color=c=0x165e5a:s=1280x720:r=30:d=$scene" \
  -f lavfi -i "color=c=0x123f3d:s=1280x720:r=30:d=$scene" \
  -f lavfi -i "color=c=0xf0f9f8:s=1280x720:r=30:d=$scene" \
  -f lavfi -i "color=c=0x123f3d:s=1280x720:r=30:d=$scene" \
  -f lavfi -i "color=c=0xf0f9f8@1:s=300x18:r=30:d=$scene" \
  -f lavfi -i "color=c=0x1d756f:s=620x26:r=30:d=$scene" \
  -filter_complex "
[0]drawbox=x=580:y=150:w=120:h=120:color=0x2a8f88:t=fill,
drawbox=x=632:y=174:w=16:h=72:color=0xd9f0ed:t=fill,drawbox=x=604:y=202:w=72:h=16:color=0xd9f0ed:t=fill,
$(text Clinova 104 white 310 $bold),
$(text 'Clinical skills training, realistic and flexible' 36 0xd9f0ed 450 $regular ":alpha='min(1,max(0,(t-0.8)/0.6))'"),
$fades[s1];
[4]format=rgba,drawbox=x=250:y=0:w=50:h=18:color=0xf3c44f:t=fill,rotate=-0.26:c=none:ow=rotw(0.26):oh=roth(0.26)[cannula];
[1]$(text 'Practise cannulation in VR' 62 white 90 $bold),
drawbox=x=0:y=360:w=1280:h=130:color=0xc98b64:t=fill,drawbox=x=0:y=360:w=1280:h=40:color=0xdba884:t=fill,
drawbox=x=0:y=418:w=1280:h=12:color=0x7d6bd6:t=fill,
drawbox=x=596:y=394:w=64:h=60:color=0xd9f0ed:t=3[arm];
[arm][cannula]overlay=x='max(628,1280-(t-0.8)*700)':y=352,
$(text 'Step 4 of 8 · Insert bevel up at a low angle' 34 0xd9f0ed 560 $regular ":alpha='min(1,max(0,(t-1.8)/0.5))'"),
$fades[s2];
[2]$(text 'Guided by an AI tutor' 62 0x10212b 90 $bold),
drawbox=x=620:y=210:w=520:h=80:color=0x165e5a:t=fill:enable='gte(t,0.6)',
drawtext=fontfile=$regular:text='Which vein should I choose?':fontsize=32:fontcolor=white:x=650:y=234:enable='gte(t,0.6)',
drawbox=x=140:y=320:w=760:h=80:color=0xf3f0fd:t=fill:enable='gte(t,1.6)',
drawbox=x=140:y=320:w=8:h=80:color=0x5a3fb5:t=fill:enable='gte(t,1.6)',
drawtext=fontfile=$regular:text='Choose a straight, bouncy vein away from joints.':fontsize=30:fontcolor=0x10212b:x=176:y=345:enable='gte(t,1.6)',
drawbox=x=140:y=430:w=760:h=80:color=0xf3f0fd:t=fill:enable='gte(t,2.8)',
drawbox=x=140:y=430:w=8:h=80:color=0x5a3fb5:t=fill:enable='gte(t,2.8)',
drawtext=fontfile=$regular:text='Good. Now anchor the skin below the site.':fontsize=30:fontcolor=0x10212b:x=176:y=455:enable='gte(t,2.8)',
$fades[s3];
[3]$(text 'Track your progress' 62 white 90 $bold),
drawtext=fontfile=$regular:text='IV cannulation':fontsize=30:fontcolor=0xd9f0ed:x=200:y=236,
drawtext=fontfile=$regular:text='Venepuncture':fontsize=30:fontcolor=0xd9f0ed:x=200:y=336,
drawtext=fontfile=$regular:text='Sepsis\: first hour':fontsize=30:fontcolor=0xd9f0ed:x=200:y=436,
drawbox=x=200:y=280:w=620:h=26:color=0x1d4f4c:t=fill,
drawbox=x=200:y=380:w=620:h=26:color=0x1d4f4c:t=fill,
drawbox=x=200:y=480:w=620:h=26:color=0x1d4f4c:t=fill[track];
[5]split=3[b1][b2][b3];
[track][b1]overlay=x='200-620+min(1,t/1.6)*508':y=280[p1];
[p1][b2]overlay=x='200-620+min(1,t/1.6)*620':y=380[p2];
[p2][b3]overlay=x='200-620+min(1,t/1.6)*279':y=480,
drawbox=x=0:y=270:w=200:h=250:color=0x123f3d:t=fill,
drawtext=fontfile=$bold:text='82%':fontsize=30:fontcolor=white:x=850:y=276:expansion=none:enable='gte(t,1.6)',
drawtext=fontfile=$bold:text='100%':fontsize=30:fontcolor=white:x=850:y=376:expansion=none:enable='gte(t,1.6)',
drawtext=fontfile=$bold:text='45%':fontsize=30:fontcolor=white:x=850:y=476:expansion=none:enable='gte(t,1.6)',
$(text 'Start your 7-day free trial' 36 0x80c9c2 600 $bold ":alpha='min(1,max(0,(t-2.4)/0.5))'"),
$fades[s4];
[s1][s2][s3][s4]concat=n=4:v=1:a=0,format=yuv420p[v]" \
  -map "[v]" -c:v libx264 -preset slow -crf 27 -tune animation -movflags +faststart \
  "$out/clinova-demo.mp4"

ffmpeg -y -loglevel error -ss 7 -i "$out/clinova-demo.mp4" -frames:v 1 -q:v 5 \
  "$out/clinova-demo-poster.jpg"
