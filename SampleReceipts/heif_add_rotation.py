#!/usr/bin/env python3
# Adds an 'irot' (rotation) property to the primary item of a HEIF file made by heif-enc.
# usage: heif_add_rotation.py IN OUT ANGLE   (ANGLE in quarter turns anticlockwise, 0-3, as irot defines)
import struct,sys
src,dst,angle=sys.argv[1],sys.argv[2],int(sys.argv[3])
d=bytearray(open(src,'rb').read())
def find(b,off,end):
    out={}
    while off<end:
        size,typ=struct.unpack('>I4s',b[off:off+8]); out[typ.decode()]=(off,size); off+=size
    return out
top=find(d,0,len(d))
moff,msize=top['meta']; meta=find(d,moff+12,moff+msize)
pitm_off=meta['pitm'][0]; ver=d[pitm_off+8]
primary=struct.unpack('>H',d[pitm_off+12:pitm_off+14])[0] if ver==0 else struct.unpack('>I',d[pitm_off+12:pitm_off+16])[0]
poff,psize=meta['iprp']; iprp=find(d,poff+8,poff+psize)
coff,csize=iprp['ipco']
nprops=0; o=coff+8
while o<coff+csize: nprops+=1; o+=struct.unpack('>I',d[o:o+4])[0]
aoff,asize=iprp['ipma']
av=d[aoff+8]; aflags=int.from_bytes(d[aoff+9:aoff+12],'big')
p=aoff+12; count=struct.unpack('>I',d[p:p+4])[0]; p+=4
insert_at=None
for _ in range(count):
    if av<1: item=struct.unpack('>H',d[p:p+2])[0]; p+=2
    else: item=struct.unpack('>I',d[p:p+4])[0]; p+=4
    n=d[p]; np_=p; p+=1
    w=2 if aflags&1 else 1
    if item==primary: count_pos=np_; insert_at=p+n*w
    p+=n*w
assert insert_at and not (aflags&1)
irot=struct.pack('>I4sB',9,b'irot',angle&3)
assoc=bytes([0x80|(nprops+1)])  # essential, 1-based index of the new property
delta=len(irot)+len(assoc)
# iloc: shift file offsets (construction method 0) of data after the meta box
loff,lsize=meta['iloc']; lv=d[loff+8]; q=loff+12
os_,ls=d[q]>>4,d[q]&15; bs,isz=d[q+1]>>4,d[q+1]&15; q+=2
if lv<2: icount=struct.unpack('>H',d[q:q+2])[0]; q+=2
else: icount=struct.unpack('>I',d[q:q+4])[0]; q+=4
def rd(n,at): return int.from_bytes(d[at:at+n],'big') if n else 0
patches=[]
for _ in range(icount):
    q+= 2 if lv<2 else 4
    cm=0
    if lv in (1,2): cm=d[q+1]&15; q+=2
    q+=2
    base=rd(bs,q); base_at=q; q+=bs
    ec=struct.unpack('>H',d[q:q+2])[0]; q+=2
    for _ in range(ec):
        if lv in (1,2) and isz: q+=isz
        eo=rd(os_,q); eo_at=q; q+=os_
        q+=ls
        if cm==0:
            if bs: patches.append((base_at,bs,base))
            elif os_: patches.append((eo_at,os_,eo))
for at,n,v in patches: d[at:at+n]=(v+delta).to_bytes(n,'big')
# insert association then the property (later offset first), and grow the boxes
d[count_pos]+=1
d[insert_at:insert_at]=assoc
d[coff+csize:coff+csize]=irot
def grow(off,by): d[off:off+4]=struct.pack('>I',struct.unpack('>I',d[off:off+4])[0]+by)
grow(aoff+ (len(irot) if aoff>coff else 0),len(assoc))
grow(coff,len(irot)); grow(poff,delta); grow(moff,delta)
open(dst,'wb').write(d)
print('primary',primary,'props',nprops,'delta',delta,'patched offsets',len(patches))
